import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { seedMenus } from '@demo-server/db/seed-menus'
import { server } from '@demo-server/node'
import { SEARCH_DEBOUNCE_MS } from '@/features/search/hooks/use-search'
import { resetSearchHistoryStore, useSearchHistoryStore } from '@/stores/search-history-store'
import { loginAs } from '../utils/login-as'
import { queriesSettled } from '../utils/queries-settled'
import { renderApp } from '../utils/render-app'

const HISTORY_KEY = 'search-history-list'
const MANAGER = 'U1001'
/** The manager's keywords as kept under the key (each user has an entry of their own). */
const storedHistory = () =>
  (
    JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as {
      userId: string
      keywords: string[]
    }[]
  ).find((entry) => entry.userId === MANAGER)?.keywords ?? null
const saveHistory = (keywords: string[]) =>
  localStorage.setItem(
    HISTORY_KEY,
    JSON.stringify([
      { userId: 'U1003', keywords: ['别人的搜索'] },
      { userId: MANAGER, keywords },
    ]),
  )
const SEARCH_PATHS = [
  '/menu/search',
  '/query/templateCenter/searchTemplateList',
  '/faq/answerContent',
]

/** The search calls the app made, as path?query (recorded from msw's request events). */
let calls: string[] = []
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  if (SEARCH_PATHS.some((p) => url.pathname.endsWith(p))) calls.push(url.pathname + url.search)
}

beforeEach(() => {
  calls = []
  server.events.on('request:start', record)
  resetSearchHistoryStore()
})
afterEach(() => {
  server.events.removeListener('request:start', record)
  vi.restoreAllMocks()
  resetSearchHistoryStore()
})

const box = () => screen.getByLabelText('全局搜索') as HTMLInputElement
const list = (name: string) => screen.findByRole('listbox', { name })
const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent)

/** The option whose text starts so (marks split accessible names into words in jsdom). */
function option(listbox: HTMLElement, start: string) {
  const found = within(listbox)
    .getAllByRole('option')
    .find((o) => o.textContent?.startsWith(start))
  if (!found) throw new Error(`no option starting with ${start}`)
  return found
}

/** Logs in as the manager, waits for the shell, and shows the search box (jsdom is narrow). */
async function openSearch(path = '/home-page') {
  loginAs('manager')
  const app = renderApp(path)
  await app.user.click(await screen.findByRole('button', { name: '搜索' }))
  await waitFor(() => expect(box()).toHaveFocus())
  return app
}

async function searchFor(keyword: string, path?: string) {
  const app = await openSearch(path)
  await app.user.paste(keyword)
  return app
}

describe('global search box', () => {
  test('one character searches nothing; two search after the pause', async () => {
    const { user } = await openSearch()
    // The page's clock, moved past the typing pause: a one-character keyword settles unsearched.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    try {
      await user.paste('估')
      await screen.findByText('请输入至少 2 个字符')
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    } finally {
      vi.useRealTimers()
    }
    await queriesSettled()
    expect(calls).toEqual([])
    expect(screen.queryByRole('tablist', { name: /./ })).toBeNull()
    expect(screen.queryByText('功能菜单')).toBeNull()

    await user.type(box(), '值')
    expect(calls).toEqual([]) // not yet: the search waits for typing to pause
    const menus = await list('功能菜单')
    expect(optionNames(menus)[0]).toMatch(/^估值表/)
    expect(calls).toHaveLength(3)
    expect(calls).toContain(
      `/ceres/api/menu/search?userId=U1001&keyWord=${encodeURIComponent('估值')}`,
    )
  })

  test('takes at most 50 characters, silently', async () => {
    const { user } = await searchFor('托'.repeat(50))
    expect(box().value).toHaveLength(50)
    await user.type(box(), '管')
    expect(box().value).toBe('托'.repeat(50))
    expect(box()).toHaveAttribute('maxlength', '50')
  })

  test('Ctrl+K and Cmd+K show and focus it from anywhere', async () => {
    loginAs('manager')
    const { user } = renderApp('/home-page')
    await screen.findByRole('button', { name: '搜索' })
    await user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(box()).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByLabelText('全局搜索')).toBeNull())
    expect(screen.getByRole('button', { name: '搜索' })).toHaveFocus()
    await user.keyboard('{Meta>}k{/Meta}')
    await waitFor(() => expect(box()).toHaveFocus())
  })

  test('Esc, or focus leaving the box, hides it and clears keyword and results', async () => {
    const { user } = await searchFor('托管')
    await list('功能菜单')
    await user.keyboard('{Escape}')
    expect(screen.queryByLabelText('全局搜索')).toBeNull()
    expect(screen.queryByRole('listbox', { name: '功能菜单' })).toBeNull()
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(box()).toHaveFocus())
    expect(box().value).toBe('')

    await user.paste('托管')
    await list('功能菜单')
    await user.click(screen.getByRole('tab', { name: '首页' }))
    await waitFor(() => expect(screen.queryByLabelText('全局搜索')).toBeNull())
    expect(screen.queryByRole('listbox', { name: '功能菜单' })).toBeNull()
  })
})

describe('search results', () => {
  test('three tabs with counts, in order; the keyword highlighted', async () => {
    const { user } = await searchFor('托管')
    const menus = await list('功能菜单')
    const tablist = screen.getByRole('tab', { name: /^功能菜单/ }).closest('[role="tablist"]')
    const tabs = within(tablist as HTMLElement).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual([
      expect.stringMatching(/^功能菜单\d+$/),
      expect.stringMatching(/^模板中心\d+$/),
      expect.stringMatching(/^百问百答\d+$/),
    ])
    expect(tabs.map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual([
      '功能菜单',
      '模板中心',
      '百问百答',
    ])
    expect(optionNames(menus)[0]).toMatch(/^托管户余额/)
    const marks = [...menus.querySelectorAll('mark')].map((m) => m.textContent)
    expect(marks.length).toBeGreaterThan(0)
    expect(new Set(marks)).toEqual(new Set(['托管']))

    await user.click(screen.getByRole('tab', { name: /^模板中心/ }))
    const templates = await list('模板中心')
    expect(optionNames(templates)[0]).toMatch(/^托管协议模板/)
    expect(templates.querySelector('mark')?.textContent).toBe('托管')
    await user.click(screen.getByRole('tab', { name: /^百问百答/ }))
    const faqs = await list('百问百答')
    expect(optionNames(faqs)).toContain('托管户开立需要提交哪些材料？')
  })

  test('pinyin initials find menus: gzb finds 估值表', async () => {
    await searchFor('gzb')
    const menus = await list('功能菜单')
    expect(optionNames(menus)[0]).toMatch(/^估值表/)
    expect(menus.querySelector('mark')?.textContent).toBe('估值表')
  })

  test('a tab without hits says 暂无数据', async () => {
    const { user } = await searchFor('凭证')
    await list('功能菜单')
    await user.click(screen.getByRole('tab', { name: /^百问百答/ }))
    expect(await screen.findByText('暂无数据', { ignore: 'script, style, title' })).toBeVisible()
  })

  test('clicking a menu hit opens its page and records the keyword', async () => {
    const { user, location } = await searchFor('估值表')
    const menus = await list('功能菜单')
    await user.click(option(menus, '估值表'))
    await waitFor(() => expect(location()).toBe('/valuation-check/valuation-table'))
    expect(screen.queryByLabelText('全局搜索')).toBeNull()
    expect(storedHistory()).toEqual(['估值表'])
  })

  test("a locked page is no hit (the manager's 产品清算)", async () => {
    await searchFor('产品清算')
    await screen.findByRole('tab', { name: /^功能菜单\s*0$/ })
  })

  test('a locked hit, should the server send one, has a lock and warns instead of opening', async () => {
    const hit = seedMenus.find((m) => m.menuName === '产品清算')!
    server.use(
      http.get('*/ceres/api/menu/search', () =>
        HttpResponse.json({ status: 'success', msg: '', data: [{ ...hit, ifAuth: 0 }] }),
      ),
    )
    const { user, location } = await searchFor('产品清算')
    const menus = await list('功能菜单')
    const locked = option(menus, '产品清算')
    expect(within(locked).getByRole('img', { name: '无权限' })).toBeInTheDocument()
    await user.click(locked)
    await screen.findByText('该菜单暂无权限，需要联系管理员授权。')
    expect(location()).toBe('/home-page')
  })

  test('a hit for a page the menus hide is left out; a lock follows the menus', async () => {
    const hit = (menuId: number, menuName: string, menuUrl: string) => ({
      menuId,
      menuName,
      menuUrl,
      desc: '',
      menuChainName: menuName,
      ifAuth: 1,
      menuLevel: 1,
      newFlag: '0',
      parMenuId: 0,
    })
    server.use(
      http.get('*/ceres/api/menu/search', () =>
        HttpResponse.json({
          status: 'success',
          data: [
            hit(110101, '产品查询', 'product-manage/fund-query'),
            hit(990001, '产品秘密报表', 'product-manage/secret-report'),
            hit(110202, '产品清算', 'product-manage/fund-liquidation'),
          ],
        }),
      ),
    )
    await searchFor('产品')
    const menus = await list('功能菜单')
    await waitFor(() => expect(optionNames(menus)).toHaveLength(2))
    expect(optionNames(menus).map((n) => n?.slice(0, 4))).toEqual(['产品查询', '产品清算'])
    const locked = option(menus, '产品清算')
    expect(within(locked).getByRole('img', { name: '无权限' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /^功能菜单/ })).toHaveTextContent('功能菜单2')
  })

  test('↑ ↓ move through the current tab and Enter opens the selected hit', async () => {
    // 划款授权 open for 业务经办, so 划款 finds two pages.
    const business = db.state.roles.find((r) => r.roleId === 'R002')!
    business.grants.lockedMenuIds = business.grants.lockedMenuIds.filter((id) => id !== 120202)
    const { user, location } = await searchFor('划款')
    const menus = await list('功能菜单')
    expect(optionNames(menus).map((n) => n?.slice(0, 4))).toEqual(['划款指令', '划款授权'])
    const [first, second] = within(menus).getAllByRole('option') as [HTMLElement, HTMLElement]
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}') // round: first, second, first
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(box()).toHaveAttribute('aria-activedescendant', first.id)
    await user.keyboard('{ArrowUp}') // round again: the last
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(first).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(location()).toBe('/custodian/transfer-instruction'))
  })

  test('a template hit downloads through downloadArchive and is saved under its name', async () => {
    let asked = ''
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/downloadArchive')) asked = new URL(request.url).search
    })
    const saved: string[] = []
    URL.createObjectURL = vi.fn(() => 'blob:template')
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    const { user } = await searchFor('托管协议')
    await user.click(await screen.findByRole('tab', { name: /^模板中心\s*1$/ }))
    await user.click(option(await list('模板中心'), '托管协议模板'))
    await waitFor(() => expect(saved).toEqual(['托管协议模板.docx']))
    expect(asked).toBe('?userId=U1001&fileId=TPL0002&typeCode=200901')
    click.mockRestore()
    server.events.removeAllListeners()
  })

  test('an FAQ answer is shown sanitised: no script, no onerror, the text still there', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    const { user } = await searchFor('银行流水')
    await list('功能菜单')
    await user.click(screen.getByRole('tab', { name: /^百问百答/ }))
    await user.click(option(await list('百问百答'), '托管户余额'))
    const dialog = await screen.findByRole('dialog', { name: '托管户余额与银行流水对不上怎么办？' })
    const answer = await within(dialog).findByText(/余额以托管银行日终对账为准/)
    const body = answer.closest('.faq-answer') as HTMLElement
    expect(body.querySelector('script')).toBeNull()
    expect(body.querySelector('[onerror]')).toBeNull()
    expect(body.innerHTML).not.toMatch(/onerror|<script|alert/i)
    expect(body).toHaveTextContent('如次日仍有差异，请联系托管运营岗核对 银行流水。')
    expect(document.querySelector('[onerror]')).toBeNull()
    expect(alert).not.toHaveBeenCalled()
  })
})

describe('search history', () => {
  const stored = storedHistory

  test('Enter records keywords newest first, unique, at most 20; shown when empty', async () => {
    const old = Array.from({ length: 20 }, (_, i) => `关键字${i + 1}`)
    saveHistory(old)
    const { user } = await openSearch()
    const history = await list('搜索历史')
    expect(optionNames(history)).toEqual(old)

    await user.paste('关键字5')
    await user.keyboard('{Enter}')
    expect(stored()).toEqual(['关键字5', ...old.filter((k) => k !== '关键字5')])
    await user.clear(box())
    await user.paste('  托管户  ')
    await user.keyboard('{Enter}')
    const expected = ['托管户', '关键字5', ...old.filter((k) => k !== '关键字5')].slice(0, 20)
    expect(stored()).toEqual(expected)
    await user.clear(box())
    expect(optionNames(await list('搜索历史'))).toEqual(expected)
  })

  test('a history keyword searches again; 清空 clears the history', async () => {
    saveHistory(['估值', '托管'])
    const { user } = await openSearch()
    await user.click(within(await list('搜索历史')).getByRole('option', { name: '托管' }))
    expect(box().value).toBe('托管')
    await list('功能菜单')
    expect(stored()).toEqual(['托管', '估值'])
    await user.clear(box())
    await user.click(await screen.findByRole('button', { name: '清空' }))
    expect(screen.queryByRole('listbox', { name: '搜索历史' })).toBeNull()
    expect(screen.getByText(/暂无搜索历史/)).toBeInTheDocument()
    expect(stored()).toBeNull()
    // Only the manager's: another user's history at this browser is theirs to clear.
    expect(localStorage.getItem(HISTORY_KEY)).toContain('别人的搜索')
  })

  test('a corrupted history in storage is discarded', async () => {
    localStorage.setItem(HISTORY_KEY, '{"not": "a list"')
    await openSearch()
    await screen.findByText(/暂无搜索历史/)
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull()

    localStorage.setItem(HISTORY_KEY, JSON.stringify([{ userId: MANAGER, keywords: ['估值', 42] }]))
    useSearchHistoryStore.getState().historyOpened()
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull()
  })

  test("another user's searches at this browser are not shown", async () => {
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify([{ userId: 'U1003', keywords: ['别人的搜索'] }]),
    )
    await openSearch()
    await screen.findByText(/暂无搜索历史/)
    expect(screen.queryByText('别人的搜索')).toBeNull()
  })
})
