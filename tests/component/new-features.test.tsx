import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

const notesCard = async () =>
  (
    await screen.findByText('更新说明', { selector: '.ant-card-head-title' }, { timeout: 15_000 })
  ).closest('.ant-card') as HTMLElement

const versions = async () => {
  const card = within(await notesCard())
  await card.findAllByRole('article')
  return card.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
}

const newMenus = () => screen.findByRole('list', { name: '新上线功能' }, { timeout: 15_000 })

describe('新功能速递', { timeout: 60_000 }, () => {
  test('the header’s icon opens it: versions newest first, 2.5.0 (this build) marked', async () => {
    loginAs('manager')
    const app = renderApp('/home-page')
    await app.user.click(
      await screen.findByRole('button', { name: '新功能速递' }, { timeout: 15_000 }),
    )
    expect(await versions()).toEqual(['V2.5.0', 'V2.4.0', 'V2.3.0', 'V2.2.0', 'V2.1.0', 'V2.0.0'])
    expect(app.location()).toBe('/new-features-express')
    const latest = screen.getByRole('article', { name: 'V2.5.0' })
    expect(within(latest).getByText('当前版本')).toBeInTheDocument()
    expect(within(latest).getByText('2026-11-16')).toBeInTheDocument()
    await within(latest).findByRole('heading', { name: '个人中心' })
    const nav = screen.getByRole('navigation', { name: '版本' })
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'V2.5.02026-11-16',
      'V2.4.02026-08-20',
      'V2.3.02026-05-12',
      'V2.2.02026-01-15',
      'V2.1.02025-09-09',
      'V2.0.02025-05-20',
    ])
    await app.user.click(within(nav).getByRole('button', { name: /V2\.2\.0/ }))
    expect(screen.getByRole('article', { name: 'V2.2.0' })).toHaveFocus()
  })

  test('notes are sanitised: a hostile note shows its text, no script and no handlers', async () => {
    loginAs('manager')
    server.use(
      http.get(api('/query/releaseNotes'), () =>
        HttpResponse.json({
          status: 'success',
          data: [
            {
              version: '2.4.1',
              date: '2026-09-01',
              content:
                '<p>修复若干问题</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">链接</a>',
            },
            { version: '2.5.0', date: '2026-11-16', content: '<p>本次更新</p>' },
          ],
        }),
      ),
    )
    renderApp('/new-features-express')
    expect(await versions()).toEqual(['V2.5.0', 'V2.4.1'])
    const hostile = screen.getByRole('article', { name: 'V2.4.1' })
    await within(hostile).findByText('修复若干问题')
    expect(hostile.querySelector('script')).toBeNull()
    expect(hostile.querySelector('[onerror]')).toBeNull()
    expect(within(hostile).getByText('链接').getAttribute('href') ?? '').not.toMatch(/javascript/i)
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })

  test('新上线功能: the user’s new menus with place and use; one opens its page', async () => {
    loginAs('manager')
    const app = renderApp('/new-features-express')
    const list = await newMenus()
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(names).toEqual(['付款账户变更', '投资者适当性', '量化运行表', '印章管理', '产品对比'])
    const first = within(list).getByRole('button', { name: '付款账户变更' })
    const card = first.closest('li') as HTMLElement
    expect(card).toHaveTextContent('产品管理 / 产品运营 / 付款账户变更')
    expect(card).toHaveTextContent('在线变更产品付款账户')
    await app.user.click(first)
    await waitFor(() => expect(app.location()).toBe('/product-manage/pay-account-change'))
  })

  test('a new menu without permission shows a lock and warns instead of opening', async () => {
    // 投资者适当性 (1502) locked for 业务经办, manager's role
    db.state.roles.find((r) => r.roleName === '业务经办')!.grants.lockedMenuIds.push(1502)
    loginAs('manager')
    const app = renderApp('/new-features-express')
    const locked = within(await newMenus()).getByRole('button', { name: '投资者适当性 无权限' })
    await app.user.click(locked)
    await screen.findByText('该菜单暂无权限，需要联系管理员授权。')
    expect(app.location()).toBe('/new-features-express')
  })

  test('no new menus: an empty state', async () => {
    // 运营查询, operator's role, hides the groups holding new menus as well
    db.state.roles.find((r) => r.roleName === '运营查询')!.grants.hiddenMenuIds.push(11, 15, 16, 17)
    loginAs('operator')
    renderApp('/new-features-express')
    await screen.findByText('暂无新上线的功能', {}, { timeout: 15_000 })
    expect(await versions()).toHaveLength(6)
  })

  test('a failed load offers 重新加载 that works; 新上线功能 still shows', async () => {
    loginAs('admin')
    server.use(
      http.get(api('/query/releaseNotes'), () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    )
    const app = renderApp('/new-features-express')
    const card = within(await notesCard())
    await card.findByText('更新说明加载失败')
    expect(await newMenus()).toBeInTheDocument()
    await app.user.click(card.getByRole('button', { name: /重新加载/ }))
    expect(await versions()).toHaveLength(6)
  })
})
