import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

/*
 * What the fault-injection walk (tests/e2e/faults.e2e.ts) found: a failed load said
 * 暂无数据 or nothing at all, with no way to load again short of reloading the page.
 */

/** Answers the path with a 503 until `healed()` is called; then the demo backend answers. */
function failing(method: 'get' | 'post', path: string) {
  let broken = true
  server.use(
    http[method](`*/ceres/api${path}`, () =>
      broken ? HttpResponse.json({ status: 'fail', msg: '' }, { status: 503 }) : undefined,
    ),
  )
  return {
    healed: () => {
      broken = false
    },
  }
}

const retryButton = (container: HTMLElement, name: RegExp) =>
  within(container).findByRole('button', { name })

/** The first render of the shell (antd's styles, lazy chunks) is slow on a busy machine. */
const shellReady = () => screen.findByRole('tablist', {}, { timeout: 20_000 })

/** The shell's header (antd's Layout.Header). */
async function appHeader() {
  await shellReady()
  return document.querySelector<HTMLElement>('.main-header') as HTMLElement
}

describe('a failed load offers to load again', () => {
  test('the global search pane: 搜索失败 and 重试, which then shows the hits', async () => {
    const menuSearch = failing('get', '/menu/search')
    loginAs('manager')
    const app = renderApp('/home-page')
    await shellReady()
    await app.user.click(await screen.findByRole('button', { name: '搜索' }))
    await app.user.paste('估值')
    await screen.findByText('搜索失败')
    expect(screen.queryByText('暂无数据', { ignore: 'title, script, style' })).toBeNull()
    await screen.findByText('服务异常（503），请稍后再试')
    menuSearch.healed()
    await app.user.click(await retryButton(document.body, /重\s*试/))
    const hits = await screen.findByRole('listbox', { name: '功能菜单' })
    expect(within(hits).getAllByRole('option')[0]?.textContent).toMatch(/^估值表/)
    // The box kept the focus: the panel is still open.
    expect(screen.getByLabelText('全局搜索')).toHaveFocus()
  }, 40_000)

  test('the menus: the header says 菜单加载失败, and 重新加载 brings the groups back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // 'query menu error'
    const menus = failing('get', '/menu/all')
    loginAs('admin')
    const app = renderApp('/home-page')
    const header = await appHeader()
    await within(header).findByText('菜单加载失败')
    expect(screen.queryByRole('menu', { name: '导航菜单' })).toBeNull()
    menus.healed()
    await app.user.click(await retryButton(header, /重新加载/))
    const nav = await screen.findByRole('menu', { name: '导航菜单' })
    expect(within(nav).getAllByText('产品管理').length).toBeGreaterThan(0)
    expect(within(header).queryByText('菜单加载失败')).toBeNull()
    // The page stayed where it was: the shell was not reloaded around it.
    expect(app.location()).toBe('/home-page')
    vi.restoreAllMocks()
  })

  test('a retry of the menus that fails again says why and keeps the retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    failing('get', '/menu/all')
    loginAs('admin')
    const app = renderApp('/home-page')
    const header = await appHeader()
    await app.user.click(await retryButton(header, /重新加载/))
    await screen.findByText('服务异常（503），请稍后再试')
    await waitFor(() =>
      expect(within(header).getByRole('button', { name: /重新加载/ })).toBeEnabled(),
    )
    expect(within(header).getByText('菜单加载失败')).toBeInTheDocument()
    vi.restoreAllMocks()
  })

  test('常用菜单: a failed load says so (not 暂无常用菜单) and 重试 lists them', async () => {
    const favorites = failing('get', '/menu/getUserFrequentlyUsedMenu')
    loginAs('manager')
    const app = renderApp('/home-page')
    await shellReady()
    const section = await screen.findByRole('region', { name: '常用菜单' })
    await within(section).findByText(/常用菜单加载失败/)
    expect(within(section).queryByText('暂无常用菜单')).toBeNull()
    favorites.healed()
    await app.user.click(await retryButton(section, /重\s*试/))
    const list = await screen.findByRole('list', { name: '常用菜单' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['产品查询', '银行流水', '估值表'])
  })

  test('an FAQ answer that failed to load offers 重试, which shows it', async () => {
    let broken = true
    server.use(
      http.get('*/ceres/api/faq/answerContent', ({ request }) =>
        broken && new URL(request.url).searchParams.has('faqId') ? HttpResponse.error() : undefined,
      ),
    )
    loginAs('manager')
    const app = renderApp('/home-page')
    await shellReady()
    await app.user.click(await screen.findByRole('button', { name: '搜索' }))
    await app.user.paste('银行流水')
    await screen.findByRole('listbox', { name: '功能菜单' })
    await app.user.click(screen.getByRole('tab', { name: /^百问百答/ }))
    const faqs = await screen.findByRole('listbox', { name: '百问百答' })
    await app.user.click(within(faqs).getAllByRole('option')[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: '托管户余额与银行流水对不上怎么办？' })
    await within(dialog).findByText('答案加载失败，请稍后再试')
    broken = false
    await app.user.click(within(dialog).getByRole('button', { name: /重\s*试/ }))
    await within(dialog).findByText(/余额以托管银行日终对账为准/)
  }, 40_000)
})
