import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { BASE, motionSettled, shot } from './browser'

/* The accessibility journeys' tools: axe in a page, a log-in, the skins. */

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')

export type Skin = 'light' | 'dark'
export const SKINS: Skin[] = ['light', 'dark']

/**
 * A page whose context bypasses the Content-Security-Policy: the preview server sends a strict
 * one, which would refuse the axe script these checks inject. A page error fails the journey.
 * `motion`: antd's animations on, as most users see them (journeys run without by default).
 */
export async function a11yPage(
  browser: Browser,
  skin: Skin = 'light',
  width = 1440,
  height = 900,
  { motion = false } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'zh-CN',
    bypassCSP: true,
    ...(motion ? { reducedMotion: 'no-preference' as const } : {}),
  })
  if (skin === 'dark') await context.addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  return page
}

interface Finding {
  id: string
  impact: string
  help: string
  targets: string[]
}

/**
 * axe's serious and critical violations in the page as it is now, one text each (the rule, its
 * help, and where: the element, and for contrast its colours). Injects axe, so the page's
 * context must bypass the Content-Security-Policy.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH })
  // Let antd's enter animations (zoom, slide, fade) finish: mid-animation colours are not real.
  await motionSettled(page)
  const findings: Finding[] = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => {
          const contrast = n.any[0]?.data as
            { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined
          const colours = contrast?.contrastRatio
            ? ` (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio})`
            : ''
          return `${n.target.join(' ')}${colours} ${n.html.slice(0, 160)}`
        }),
      }))
  })
  return findings.map(
    (f) => `[${f.impact}] ${f.id}: ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`,
  )
}

export async function expectAccessible(page: Page, name: string) {
  const findings = await axeFindings(page)
  await shot(page, `a11y-${name}`)
  expect(findings.join('\n'), `axe on ${name}`).toBe('')
}

/** Submits the manager's log-in (demo codes 8888); resolves with the organisation picker. */
export async function submitLogIn(page: Page) {
  await page.goto(`${BASE}/login`)
  await page.getByLabel('用户名').fill('manager')
  await page.getByLabel('密码', { exact: true }).fill('Manager123')
  await page.getByLabel('图形验证码', { exact: true }).fill('8888')
  await page.getByLabel('短信验证码').fill('8888')
  await page.getByRole('button', { name: /登\s*录/ }).click()
  const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
  await picker.waitFor()
  return picker
}

/**
 * Logs in as the manager (demo codes 8888, the first organisation) and waits for the shell by
 * its user menu, which only the shell has (the login page has a tab list of its own).
 */
export async function loggedIn(browser: Browser, skin: Skin = 'light') {
  const page = await a11yPage(browser, skin)
  const picker = await submitLogIn(page)
  await picker.getByRole('button', { name: /进\s*入/ }).click()
  await page.getByRole('button', { name: /用户菜单$/ }).waitFor()
  return page
}
