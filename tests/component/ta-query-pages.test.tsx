import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { sharesOf } from '@demo-server/db/fund-figures'
import { holdingsOf } from '@demo-server/db/ta-holdings'
import {
  buttonIn,
  cellsOf,
  header,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  totalShown,
} from './custodian-helpers'

/* 登记过户's query pages: 投资者查询, 份额余额, 分红明细, 交易申请 and 交易确认. */

const saved = recordSaves()
const operating = () =>
  db.state.funds.find(
    (f) => f.orgId === 'ORG001' && f.stage === 'operating' && holdingsOf(f).length > 5,
  )!

describe('登记过户 query pages', { timeout: 60_000 }, () => {
  test('投资者查询: query, sort, detail with holdings, reset', async () => {
    const app = await openPage('/transfer-agent/investor-query', 'manager')
    expect(totalShown()).toBeGreaterThan(160)
    const holder = db.state.taOpenedInvestors.find((i) => i.orgId === 'ORG001')!
    fireEvent.change(screen.getByPlaceholderText('名称或基金账号'), {
      target: { value: holder.investorName },
    })
    fireEvent.click(buttonIn(document.body, /^查询$/))
    await waitFor(() => expect(rowKeys()).toEqual([holder.investorId]))
    expect(app.location()).toContain('investorName=')
    expect(cellsOf(rowOf(holder.investorId))).toEqual(
      expect.arrayContaining([holder.taAccount, holder.openDate]),
    )
    fireEvent.click(buttonIn(document.body, /^重置$/))
    await waitFor(() => expect(totalShown()).toBeGreaterThan(160))
    await app.user.click(header('开户日期'))
    await waitFor(() => expect(app.location()).toContain('sort=openDate'))
    const investor = holdingsOf(operating())[0]!
    fireEvent.click(buttonIn(document.body, /^查询$/))
    fireEvent.click(buttonIn(rowOf(rowKeys()[0]!), /^详情$/))
    await screen.findByText('身份信息')
    await screen.findByText(/^持有产品（\d+ 只，参考市值合计/)
    expect(investor.shares).toBeGreaterThan(0)
  })

  test("份额余额: one fund's rows add up to its shares, with 合计; 导出", async () => {
    const fund = operating()
    await openPage(`/transfer-agent/share-balance?fundCode=${fund.fundCode}&size=50`, 'manager')
    expect(totalShown()).toBe(holdingsOf(fund).length)
    const totals = document.querySelector('.totals-row') as HTMLElement
    expect(cellsOf(totals)).toEqual(
      expect.arrayContaining(['合计', sharesOf(fund)!.toLocaleString('zh-CN')]),
    )
    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^份额余额_\d{14}\.xlsx$/)
  })

  test('分红明细: reinvested dividends with their shares', async () => {
    await openPage('/transfer-agent/dividend-detail?method=reinvest', 'manager')
    const first = cellsOf(rowOf(rowKeys()[0]!))
    expect(first).toContain('红利再投资')
    expect(first.at(-1)).toMatch(/^[\d,]+$/)
  })

  test('交易申请: 待确认 ones; the detail shows the timeline', async () => {
    await openPage('/transfer-agent/trade-apply?status=pending', 'manager')
    expect(cellsOf(rowOf(rowKeys()[0]!))).toContain('待确认')
    fireEvent.click(buttonIn(rowOf(rowKeys()[0]!), /^详情$/))
    await screen.findByText('办理进度')
    await screen.findByText('提交申请')
  })

  test('交易确认: a fund’s confirmations, sorted by amount, exported', async () => {
    const fund = operating()
    const app = await openPage(`/transfer-agent/trade-confirm?fundCode=${fund.fundCode}`, 'manager')
    await app.user.click(header('确认金额'))
    await waitFor(() => expect(app.location()).toContain('sort=confirmAmount'))
    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^交易确认_\d{14}\.xlsx$/)
  })
})
