import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { historySize } from '@demo-server/db/done-history'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { db } from '@demo-server/db/db'
import { loginAs } from '../utils/login-as'
import { renderApp, renderPageAlone } from '../utils/render-app'

const page = async () =>
  (
    await screen.findByText('待办办结', { selector: '.ant-card-head-title' }, { timeout: 20_000 })
  ).closest('.ant-card') as HTMLElement

/** A tab, button or link by its text: role queries over this page take seconds in jsdom. */
const control = (scope: HTMLElement, text: string | RegExp, selector = 'button') =>
  within(scope)
    .getAllByText(text, { selector: `${selector}, ${selector} *` })[0]!
    .closest(selector) as HTMLElement

const doneTab = async () => control(await page(), '办结', '[role="tab"]')

const openDoneTab = async (app: ReturnType<typeof renderApp>) => {
  await app.user.click(await doneTab())
  return within(await page()).findByText(/^共 \d+ 条$/, {}, { timeout: 15_000 })
}

/** Cheaper than ByRole on a big table (jsdom's getComputedStyle under a loaded machine). */
const bodyRows = () => [...document.querySelectorAll('tbody tr.ant-table-row')]

describe('待办办结', { timeout: 60_000 }, () => {
  test('待办 groups the organisation’s items by page; a click opens the page', async () => {
    loginAs('manager')
    const app = renderPageAlone('/todo-done-more')
    const card = await page()
    const group = await waitFor(
      () => {
        const list = card.querySelector('[aria-label="产品成立待办，共 120 条"]')
        if (!list) throw new Error('no 产品成立 group yet')
        return list as HTMLElement
      },
      { timeout: 15_000 },
    )
    expect(group.querySelectorAll(':scope > li')).toHaveLength(10)
    expect(within(card).getByText(/还有 110 条，前往产品成立处理/)).toBeInTheDocument()
    await app.user.click(control(group, /泉城稳健一号私募证券投资基金 产品成立申请待补充材料/))
    await waitFor(() => expect(app.location()).toBe('/product-manage/fund-create'))
  })

  test('no group of a page the user cannot open (locked or hidden) is offered', async () => {
    const item = (id: string, title: string) => ({ id, todoKey: 'x', title, createdAt: '' })
    const group = (menuName: string, menuUrl: string, count: number) => ({
      menuId: count,
      menuName,
      menuUrl,
      menuChainName: menuName,
      count,
      items: [item(menuUrl, `${menuName}的一条待办`)],
    })
    server.use(
      http.post(api('/rest/maintenance/queryToDoList'), () =>
        HttpResponse.json({
          status: 'success',
          data: {
            total: 6,
            groups: [
              group('产品成立', 'product-manage/fund-create', 1),
              group('产品清算', 'product-manage/fund-liquidation', 2),
              group('业绩概览', 'performance-analysis/no-such-page', 3),
            ],
          },
        }),
      ),
    )
    loginAs('manager')
    renderPageAlone('/todo-done-more')
    const card = await page()
    await within(card).findByText('共 1 条待办，分属 1 个业务菜单', {}, { timeout: 15_000 })
    expect(within(card).getByText('产品成立的一条待办')).toBeInTheDocument()
    expect(within(card).queryByText(/产品清算/)).toBeNull()
    expect(within(card).queryByText(/业绩概览/)).toBeNull()
  })

  test("a locked page's to-dos are not listed (manager's 产品清算)", async () => {
    loginAs('manager')
    renderPageAlone('/todo-done-more')
    const card = await page()
    await within(card).findByText(/^产品成立/, {}, { timeout: 15_000 })
    expect(within(card).queryByText(/^产品清算/)).toBeNull()
  })

  test('no pending items: 暂无待办事项', async () => {
    db.state.pendingItems = []
    loginAs('manager')
    renderPageAlone('/todo-done-more')
    await within(await page()).findByText('暂无待办事项', {}, { timeout: 15_000 })
  })

  test('办结 pages through the server’s history and filters by title', async () => {
    loginAs('manager')
    const app = renderPageAlone('/todo-done-more')
    expect((await openDoneTab(app)).textContent).toBe(`共 ${historySize('ORG001')} 条`)
    const card = await page()
    const headers = [...card.querySelectorAll('thead th')].map((th) => th.textContent)
    expect(headers).toEqual(['标题', '业务类型', '提交时间', '办结时间', '办理结果'])
    expect(bodyRows()).toHaveLength(10)
    const first = bodyRows()[0]!.textContent
    await app.user.click(card.querySelector('li.ant-pagination-item[title="2"]')!)
    await waitFor(() => expect(bodyRows()[0]!.textContent).not.toBe(first))
    await app.user.type(within(card).getByLabelText('标题'), '泉城稳健一号')
    await app.user.click(control(card, /^查\s*询$/))
    await waitFor(() =>
      expect(bodyRows().every((row) => row.textContent?.includes('泉城稳健一号'))).toBe(true),
    )
    const total = within(card).getByText(/^共 \d+ 条$/).textContent
    expect(Number(/\d+/.exec(total!)![0])).toBeLessThan(historySize('ORG001'))
    await app.user.clear(within(card).getByLabelText('标题'))
    await app.user.type(within(card).getByLabelText('标题'), '不存在的标题{Enter}')
    await within(card).findByText('没有符合条件的办结事项')
    expect(
      within(card)
        .getByText(/^导\s*出$/)
        .closest('button'),
    ).toBeDisabled()
  })

  test('a failed load offers a retry that works', async () => {
    loginAs('manager')
    server.use(
      http.post(
        api('/rest/maintenance/queryDoneList'),
        () => HttpResponse.json({}, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    const app = renderPageAlone('/todo-done-more')
    await app.user.click(await doneTab())
    await screen.findByText('暂时无法获取办结事项，请稍后重试。', {}, { timeout: 15_000 })
    await app.user.click(control(await page(), /重新加载/))
    await within(await page()).findByText(`共 ${historySize('ORG001')} 条`)
  })
})
