import type { BrowserContext, Page } from 'playwright-core'
import { MSG } from '../../src/config/messages'

/*
 * What a page under injected faults must keep to: something on screen, every busy indicator
 * gone once requests have settled, only known messages shown, no unhandled error.
 */

/** Logged by the page for every message toast it shows (installed by `recordToasts`). */
const TOAST_PREFIX = '[toast]'

/**
 * What shows something is still loading: skeletons, loading buttons (their icon is named
 * 'loading'), our progress bar and loading panel, anything aria-busy (antd's Spin is, while it
 * spins).
 */
const BUSY = [
  // By class: antd's Skeleton has no role or name saying it loads.
  '.ant-skeleton-active',
  'button [role="img"][aria-label="loading"]',
  '.route-progress--busy',
  '.page-loading',
  '[aria-busy="true"]',
]

/** The catalogue (src/config/messages.ts) plus the business messages of portal-spec §8. */
const CATALOGUE: string[] = Object.values(MSG).flatMap((m) => (typeof m === 'string' ? [m] : []))
const KNOWN_MESSAGES = new Set<string>([
  ...CATALOGUE,
  ...['添加成功', '取消成功', '操作成功', '感谢评价！', '评价失败！', '发布成功！', '发布失败！'],
  ...['在线客服连接失败，请稍后再试', '用户切换异常，请稍后再试', '用户切换失败，请稍后再试'],
  ...['管理人列表查询失败，请稍后再试', '修改成功！请重新登录'],
])
const KNOWN_PATTERNS = [/^服务异常（\d{3}），请稍后再试$/, /^暂无 “.+” 菜单访问权限$/]

export const isKnownMessage = (text: string) =>
  KNOWN_MESSAGES.has(text) || KNOWN_PATTERNS.some((pattern) => pattern.test(text))

/** Each toast's text is logged to the console as it appears, so reloads lose none. */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript((prefix: string) => {
    const seen = new WeakSet<Element>()
    // By class: a toast is role="alert", but so are notification cards, Alert banners and the
    // pages' failure notes, which are not toasts; only antd's class (and ours) tells them apart.
    const selector = '.ant-message-notice, .lite-toast__item'
    const report = (element: Element) => {
      if (seen.has(element)) return
      seen.add(element)
      // antd fills the notice in the same commit; read it once the commit is done.
      setTimeout(() => console.info(prefix, (element.textContent ?? '').trim()), 0)
    }
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return
          if (node.matches(selector)) report(node)
          node.querySelectorAll(selector).forEach(report)
        })
      }
    }).observe(document, { childList: true, subtree: true })
  }, TOAST_PREFIX)
}

export const toastText = (consoleText: string) =>
  consoleText.startsWith(TOAST_PREFIX) ? consoleText.slice(TOAST_PREFIX.length).trim() : undefined

/**
 * The busy indicators on screen, described (hidden kept-alive tabs do not count): the address,
 * the text just before each (a panel's heading, a toolbar), its rows if a skeleton (a page's and
 * a chart's differ), and the start of its markup.
 */
export function busyIndicators(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => {
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    const textBefore = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const text = (at.previousElementSibling as HTMLElement | null)?.innerText?.trim()
        if (text) return text.replace(/\s+/g, ' ').slice(-60)
      }
      return ''
    }
    const rows = (element: Element) =>
      element.matches('.ant-skeleton') ? ` (${element.querySelectorAll('li').length} rows)` : ''
    return selectors.flatMap((selector) =>
      Array.from(document.querySelectorAll(selector))
        .filter(shown)
        .map(
          (element) =>
            `${selector} at ${location.pathname} after "${textBefore(element)}"` +
            `${rows(element)}: ${element.outerHTML.slice(0, 120)}`,
        ),
    )
  }, BUSY)
}

/**
 * Two frames painted: what a click just started shows by then (react-query publishes its
 * pending state on a timer, so a loading button is not there yet when the click returns).
 */
export const framesPainted = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    )
    // A page that navigated meanwhile has painted a new document: as good.
    .catch((error: Error) => {
      if (!/context was destroyed|navigation/i.test(error.message)) throw error
    })

/** Waits until nothing is busy, for at most `ms`; answers what is still busy then. */
export async function settle(page: Page, ms: number): Promise<string[]> {
  await framesPainted(page)
  const quiet = await page
    .waitForFunction(
      (selectors) =>
        selectors.every((selector) =>
          Array.from(document.querySelectorAll(selector)).every(
            (element) =>
              !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
          ),
        ),
      BUSY,
      { timeout: ms, polling: 250 },
    )
    .then(
      () => true,
      (error: Error) => {
        if (error.name === 'TimeoutError') return false
        throw error
      },
    )
  return quiet ? [] : busyIndicators(page)
}

/** The text of the app's root: empty is a white screen. */
export const rootText = (page: Page) =>
  page.evaluate(() => (document.getElementById('root')?.innerText ?? '').trim())

/** A button that loads again what failed to load. */
export const RETRY = /^(重\s*试|重新加载)$/

/** Visible failure panels (the error boundary, 加载失败 …), each with whether it offers a retry. */
export function failurePanels(page: Page) {
  return page.evaluate((retry) => {
    const again = new RegExp(retry)
    // By class: antd's Result (and ours) is a plain block, with no role or name of its own.
    return Array.from(document.querySelectorAll('.ant-result, .result-panel'))
      .filter((panel) => panel.checkVisibility())
      .map((panel) => ({
        // By class: the panel's title is a plain block too, not a heading.
        title: panel.querySelector('.ant-result-title, .result-panel__title')?.textContent ?? '',
        retry: Array.from(panel.querySelectorAll('button')).some((b) =>
          again.test((b.textContent ?? '').trim()),
        ),
      }))
      .filter((panel) => /失败|错误|异常/.test(panel.title))
  }, RETRY.source)
}
