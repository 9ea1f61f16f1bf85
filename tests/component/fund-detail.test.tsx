import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fundAccountsOf } from '@demo-server/db/fund-accounts'
import { feesOf } from '@demo-server/db/fund-figures'
import { navSeriesOf } from '@demo-server/db/fund-nav'
import { button, fundOf, openAs, shellTab, total } from './fund-query-helpers'

const saved: string[] = []
let click: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  saved.length = 0
  URL.createObjectURL = vi.fn(() => 'blob:contract')
  URL.revokeObjectURL = vi.fn()
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download)
  })
})
afterEach(() => click.mockRestore())

const detailTab = (name: string) =>
  screen.getByText(name, { selector: '.fund-detail [role="tab"], .fund-detail [role="tab"] *' })

const activePane = () =>
  document.querySelector('.fund-detail [role="tabpanel"][aria-hidden="false"]') as HTMLElement

describe('产品详情', { timeout: 60_000 }, () => {
  test('opened by its code alone: its name shows and titles the tab; each tab shows its data', async () => {
    const fund = fundOf('SXA004')
    const app = await openAs('/funds-query-detail?fundCode=SXA004', '基本要素')
    expect(screen.getByText(fund.fundName, { selector: '.ant-card-head-title *' })).toBeVisible()
    await waitFor(() => expect(shellTab(`SXA004 ${fund.fundName}`)).not.toBeNull())
    expect(within(activePane()).getByText(fund.recordNo)).toBeInTheDocument()

    await app.user.click(detailTab('账户信息'))
    const custody = fundAccountsOf(fund).find((a) => a.kind === 'custody')!
    await within(activePane()).findByText(custody.accountNo)

    await app.user.click(detailTab('费率信息'))
    const fees = feesOf(fund)
    await within(activePane()).findByText('管理费率（年）')
    expect(
      within(activePane()).getByText('赎回费率', { selector: '.ant-table-title' }),
    ).toBeVisible()
    const management = `${(fees.managementRate * 100).toFixed(2)}%`
    expect(within(activePane()).getAllByText(management).length).toBeGreaterThan(0)

    await app.user.click(detailTab('净值走势'))
    const series = navSeriesOf(fund)
    await total(series.length, activePane())
    const latest = series.at(-1)!
    expect(await within(activePane()).findByText(/^近1年（.*共 \d+ 个交易日）/)).toHaveTextContent(
      `最新累计净值 ${latest.accumNav.toFixed(4)}`,
    )
    await app.user.click(within(activePane()).getByText('近1月'))
    await within(activePane()).findByText(/^近1月（/)

    await app.user.click(detailTab('相关合同'))
    const pane = activePane()
    const contract = await within(pane).findByText(`${fund.fundName}基金合同.pdf`)
    expect(within(pane).getByText('补充协议')).toBeInTheDocument()
    await app.user.click(button(/下\s*载/, contract.closest('tr') as HTMLElement))
    await waitFor(() => expect(saved).toEqual([`${fund.fundName}基金合同.pdf`]))
  })

  test('another organisation’s or an unknown code: 未找到该产品, with a way back to the list', async () => {
    const app = await openAs('/funds-query-detail?fundCode=SXC001', '未找到该产品')
    expect(screen.getByText(/产品代码 SXC001 不存在/)).toBeInTheDocument()
    await app.user.click(button('返回产品查询'))
    await waitFor(() => expect(app.location()).toBe('/product-manage/fund-query'))
  })

  test('a fund still raising has no NAV yet and says so', async () => {
    const app = await openAs('/funds-query-detail?fundCode=SXA001', '基本要素')
    await app.user.click(detailTab('净值走势'))
    await within(activePane()).findByText('产品尚在募集期，成立后开始披露净值')
    expect(document.querySelector('.line-chart')).toBeNull()
  })
})
