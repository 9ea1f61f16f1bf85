import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { seedMenus } from '@demo-server/db/seed-menus'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

// Every group of the demo menus (manager sees them all), in menuLevel order.
const GROUPS = seedMenus
  .filter((m) => m.parMenuId === 0)
  .sort((a, b) => a.menuLevel - b.menuLevel)
  .map((m) => m.menuName)

const panelDialog = () => screen.findByRole('dialog', { name: '全景菜单' })
const favoriteNames = async () =>
  within(await screen.findByLabelText('常用菜单', { selector: 'ul' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

async function openPanel(path = '/home-page') {
  loginAs('manager')
  const app = renderApp(path)
  await app.user.click(await screen.findByRole('button', { name: /全景菜单/ }))
  const panel = await panelDialog()
  const search = await within(panel).findByPlaceholderText('搜索菜单')
  // By label: role queries over a hundred buttons are slow in jsdom (style checks per element).
  const group = (name: string) => within(panel).getByLabelText(name, { selector: 'section' })
  const page = (name: string | RegExp) => within(panel).getByLabelText(name, { selector: 'button' })
  return { ...app, panel, search, group, page }
}

describe('全景菜单', () => {
  test('the sidebar button opens it with every group, its sections and pages', async () => {
    const { panel, group } = await openPanel()
    const cards = within(panel).getAllByRole('region')
    expect(GROUPS).toHaveLength(12)
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(GROUPS)
    expect(within(group('产品管理')).getByRole('heading', { name: '产品信息' })).toBeInTheDocument()
    expect(within(group('产品管理')).getByLabelText('产品查询')).toBeInstanceOf(HTMLButtonElement)
    expect(within(group('首页')).getByLabelText('首页')).toBeInstanceOf(HTMLButtonElement)
  })

  test('typing filters across levels and highlights what matched, pinyin too', async () => {
    const { user, panel, search, group, page } = await openPanel()
    await user.click(search)
    await user.paste('估值')
    await waitFor(() => expect(within(panel).getAllByRole('region')).toHaveLength(1))
    const card = group('估值核对')
    expect(within(card).getByRole('button', { name: '估值表' })).toBe(page('估值表'))
    const marks = [...card.querySelectorAll('mark')].map((m) => m.textContent)
    expect(marks).toEqual(['估值', '估值', '估值'])
    // 净值 comes along with its section 估值净值, though its name does not match.
    expect(within(card).getByLabelText('净值')).toBeInstanceOf(HTMLButtonElement)

    await user.clear(search)
    await user.paste('yhls')
    await waitFor(() => expect(within(panel).getAllByRole('region')).toHaveLength(1))
    expect(within(group('托管查询')).getByLabelText('银行流水')).toBeInstanceOf(HTMLButtonElement)
    expect(panel.querySelector('mark')?.textContent).toBe('银行流水')

    await user.clear(search)
    await user.paste('qqq')
    await within(panel).findByText('暂无数据', { ignore: 'script, style, title' })
  })

  test('展示无权限菜单 shows locked menus with a lock; clicking one warns', async () => {
    const app = await openPanel()
    const { user, panel, page } = app
    expect(within(panel).queryByLabelText(/产品清算/)).not.toBeInTheDocument()
    await user.click(within(panel).getByRole('checkbox', { name: '展示无权限菜单' }))
    const locked = await waitFor(() => page('产品清算 无权限'))
    expect(within(locked).getByRole('img', { name: '无权限' })).toBeInTheDocument()
    expect(locked).toHaveAttribute('aria-disabled', 'true')
    // Only permitted menus get a star.
    const row = locked.parentElement as HTMLElement
    expect(within(row).queryByRole('button', { name: /常用菜单/ })).not.toBeInTheDocument()
    await user.click(locked)
    await screen.findByText('该菜单暂无权限，需要联系管理员授权。')
    expect(app.location()).toBe('/home-page')

    await user.click(within(panel).getByRole('checkbox', { name: '展示无权限菜单' }))
    await waitFor(() => expect(within(panel).queryByLabelText(/产品清算/)).not.toBeInTheDocument())
  })

  test('the star adds a favourite (添加成功) and removes it (取消成功)', async () => {
    const { user, page } = await openPanel()
    const star = (name: string) =>
      within(page('托管户余额').parentElement as HTMLElement).getByLabelText(name)
    await user.click(star('添加到常用菜单'))
    await screen.findByText('添加成功')
    await waitFor(async () => expect(await favoriteNames()).toContain('托管户余额'))
    expect(db.state.favorites.U1001).toContain(120101)

    await user.click(await waitFor(() => star('从常用菜单移除')))
    await screen.findByText('取消成功')
    await waitFor(async () => expect(await favoriteNames()).not.toContain('托管户余额'))
    expect(db.state.favorites.U1001).not.toContain(120101)
  })

  test('a saved favourite shows a filled star', async () => {
    const { page } = await openPanel()
    const row = page('产品查询').parentElement as HTMLElement
    const star = within(row).getByLabelText('从常用菜单移除')
    expect(star).toHaveAttribute('aria-pressed', 'true')
    expect(star.querySelector('svg')).toHaveAttribute('data-glyph', 'starFilled')
  })

  test('clicking a page opens it and the route change closes the panel', async () => {
    const { user, page, location } = await openPanel()
    await user.click(page('银行流水'))
    await waitFor(() => expect(location()).toBe('/custodian/bank-statement'))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '全景菜单' })).not.toBeInTheDocument(),
    )
  })

  test('Esc and the close button close it; opening it again asks nothing of the server', async () => {
    const { user } = await openPanel()
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => void asked.push(request.url)
    server.events.on('request:start', listen)
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '全景菜单' })).not.toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: /全景菜单/ }))
    const panel = await panelDialog()
    await user.click(within(panel).getByLabelText(/close|关闭/i, { selector: 'button' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '全景菜单' })).not.toBeInTheDocument(),
    )
    server.events.removeListener('request:start', listen)
    // The favourites the sidebar already holds are not fetched again for each opening.
    expect(asked.filter((url) => url.includes('getUserFrequentlyUsedMenu'))).toEqual([])
  })
})
