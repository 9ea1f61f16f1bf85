import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { loginAs } from '../utils/login-as'
import NotePage from '../utils/note-page'
import { renderApp } from '../utils/render-app'

vi.mock('@/app/page-registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/app/page-registry')>()
  const pages = ['custodian/bank-statement', 'custodian/account-balance', 'outline-download']
  return { ...actual, pageRegistry: Object.fromEntries(pages.map((p) => [p, NotePage])) }
})

const tabs = () => screen.getByRole('tablist')
const tab = (name: string | RegExp) => within(tabs()).getByRole('tab', { name })

async function openApp(path = '/custodian/bank-statement') {
  loginAs('admin')
  const app = renderApp(path)
  await screen.findByRole('tablist')
  const go = (to: string) => act(() => app.router.navigate(to))
  return { ...app, go }
}

describe('tags bar', () => {
  test('a fixed home tab plus a tab per visited page; the home tab has no close icon', async () => {
    const { go } = await openApp()
    await go('/custodian/account-balance')
    await waitFor(() => expect(within(tabs()).getAllByRole('tab')).toHaveLength(3))
    expect(tab('首页')).toBeInTheDocument()
    expect(within(tab('首页')).queryByLabelText(/关闭/)).not.toBeInTheDocument()
    expect(within(tab(/银行流水/)).getByLabelText('关闭 银行流水')).toBeInTheDocument()
    expect(tab(/托管户余额/)).toHaveAttribute('aria-selected', 'true')
  })

  test('a page keeps what was typed when its tab is hidden and shown again', async () => {
    const { user, go } = await openApp()
    await user.type(await screen.findByLabelText('备注'), '待核对')
    await go('/custodian/account-balance')
    await user.click(tab(/银行流水/))
    await waitFor(() =>
      expect(
        screen.getAllByLabelText('备注').find((e) => e.checkVisibility?.() ?? true),
      ).toBeDefined(),
    )
    const notes = screen.getAllByLabelText('备注') as HTMLTextAreaElement[]
    expect(notes.map((n) => n.value)).toContain('待核对')
  })

  test('a hidden tab keeps its open drawer out of sight, runs no effect again when shown, and is told it is shown', async () => {
    const { user, go } = await openApp()
    await user.click(await screen.findByRole('button', { name: '打开抽屉' }))
    expect(await screen.findByRole('dialog', { name: '抽屉' })).toBeVisible()
    await go('/custodian/account-balance')
    // The hidden page and its drawer are out of sight and out of reach of assistive technology.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '抽屉' })).toBeNull())
    expect(screen.getAllByRole('button', { name: '打开抽屉' })).toHaveLength(1)
    await user.click(tab(/银行流水/))
    const drawer = await screen.findByRole('dialog', { name: '抽屉' })
    expect(drawer).toBeVisible()
    const shown = (await screen.findAllByLabelText('再次显示次数')).find(
      (e) => !e.closest('[aria-hidden="true"]'),
    )!
    expect(shown.closest('.kept-page')).toHaveAttribute('data-view', '/custodian/bank-statement')
    await waitFor(() => expect(shown).toHaveTextContent('1'))
    const effects = within(shown.closest('.kept-page') as HTMLElement).getByLabelText('效果次数')
    expect(effects).toHaveAttribute('data-runs', '1')
    await go('/custodian/account-balance')
    await user.click(tab(/银行流水/))
    await waitFor(() => expect(shown).toHaveTextContent('2'))
    expect(effects).toHaveAttribute('data-runs', '1')
  })

  test('a noCache page starts afresh each time', async () => {
    const { user, go } = await openApp('/outline-download')
    await user.type(await screen.findByLabelText('备注'), 'x')
    await go('/custodian/bank-statement')
    await go('/outline-download')
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /下载中心/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    )
    const values = (screen.getAllByLabelText('备注') as HTMLTextAreaElement[]).map((n) => n.value)
    expect(values).not.toContain('x')
  })

  test('刷新 remounts the page', async () => {
    const { user } = await openApp()
    await user.type(await screen.findByLabelText('备注'), 'abc')
    await user.pointer({ keys: '[MouseRight]', target: tab(/银行流水/) })
    await user.click(await screen.findByRole('menuitem', { name: '刷新' }))
    await waitFor(() => expect(screen.getByLabelText('备注')).toHaveValue(''))
  })

  test('closing the active tab goes to the last remaining tab', async () => {
    const { user, go, location } = await openApp()
    await go('/custodian/account-balance')
    await user.click(within(tab(/托管户余额/)).getByLabelText('关闭 托管户余额'))
    await waitFor(() => expect(location()).toBe('/custodian/bank-statement'))
    expect(within(tabs()).queryByRole('tab', { name: /托管户余额/ })).not.toBeInTheDocument()
  })

  test('关闭其他 keeps the home tab and this one; 关闭所有 keeps only home', async () => {
    const { user, go, location } = await openApp()
    await go('/custodian/account-balance')
    await user.pointer({ keys: '[MouseRight]', target: tab(/银行流水/) })
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }))
    await waitFor(() => expect(within(tabs()).getAllByRole('tab')).toHaveLength(2))
    expect(location()).toBe('/custodian/bank-statement')
    await user.pointer({ keys: '[MouseRight]', target: tab(/银行流水/) })
    await user.click(await screen.findByRole('menuitem', { name: '关闭所有' }))
    await waitFor(() => expect(location()).toBe('/home-page'))
    expect(within(tabs()).getAllByRole('tab')).toHaveLength(1)
  })

  test('a middle click closes a tab', async () => {
    const { user, go } = await openApp()
    await go('/custodian/account-balance')
    await user.pointer({ keys: '[MouseMiddle]', target: tab(/银行流水/) })
    await waitFor(() =>
      expect(within(tabs()).queryByRole('tab', { name: /银行流水/ })).not.toBeInTheDocument(),
    )
  })

  test('each fund detail gets its own tab titled with code and name; long titles are cut at 14', async () => {
    const { go } = await openApp('/funds-query-detail?fundCode=F001&fundName=泉城稳健一号')
    await go('/funds-query-detail?fundCode=F002&fundName=泉城价值精选成长二号私募证券投资基金')
    await waitFor(() => expect(within(tabs()).getAllByRole('tab')).toHaveLength(3))
    expect(tab('F001 泉城稳健一号')).toBeInTheDocument()
    const long = tab('F002 泉城价值精选成长二号私募证券投资基金')
    expect(within(long).getByText('F002 泉城价值精选成长二…')).toBeInTheDocument()
  })
})

describe('per user', () => {
  test('open tabs survive a reload for the same user and never show for another', async () => {
    const first = await openApp('/custodian/account-balance')
    await waitFor(() =>
      expect(localStorage.getItem('visited-views')).toContain('/custodian/account-balance'),
    )
    first.unmount()
    const again = renderApp('/home-page')
    await screen.findByRole('tab', { name: /托管户余额/ })
    again.unmount()
    loginAs('operator')
    renderApp('/home-page')
    await screen.findByRole('tablist')
    expect(screen.queryByRole('tab', { name: /托管户余额/ })).not.toBeInTheDocument()
  })

  test('recent menus: newest first, no duplicates, excluded paths never recorded', async () => {
    const { go } = await openApp('/custodian/bank-statement')
    await go('/custodian/account-balance')
    await go('/funds-query-detail?fundCode=F001')
    await go('/custodian/bank-statement')
    const list = await screen.findByRole('list', { name: '最近访问' })
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['银行流水', '托管户余额']),
    )
    const saved = JSON.parse(localStorage.getItem('recent-menu') ?? '[]')
    expect(saved[0].userId).toBe('U1002')
  })
})

describe('sidebar, mobile and skin', () => {
  test('the sidebar collapses and remembers it in its cookie', async () => {
    const { user } = await openApp()
    await user.click(screen.getByRole('button', { name: '收起侧边栏' }))
    expect(document.cookie).toContain('sidebarStatus=0')
    expect(screen.getByRole('button', { name: '展开侧边栏' })).toBeInTheDocument()
  })

  test('under 1024 px the shell is in mobile mode: the sidebar becomes a drawer', async () => {
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: true,
    })) as typeof window.matchMedia
    const { user } = await openApp()
    expect(screen.queryByRole('button', { name: '收起侧边栏' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '打开菜单' }))
    await screen.findByRole('dialog', { name: '菜单' })
    window.matchMedia = original
  })

  test('the skin switches without a reload and is kept in the skin cookie', async () => {
    const { user } = await openApp()
    await user.click(screen.getByRole('button', { name: '切换到深色皮肤' }))
    expect(document.documentElement.dataset.skin).toBe('dark')
    expect(document.cookie).toContain('skin=dark')
    expect(screen.getByRole('button', { name: '切换到浅色皮肤' })).toBeInTheDocument()
  })
})
