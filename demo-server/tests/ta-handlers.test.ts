import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { sharesOf } from '../db/fund-figures'
import { TA_MSG } from '../handlers/ta-common'
import type { PagedList } from '@contract/api/paged-list'
import type {
  LargeRedeemDetail,
  OpenAccountRow,
  ShareBalancePage,
  TaInvestorDetail,
  TaInvestorRow,
  TradeApplyDetail,
  TradeApplyRow,
  TradeConfirmRow,
} from '@contract/api/transfer-agent'
import { sessionOf, taCall, todoCounts } from './ta-call'

const page = { pageNo: 1, pageSize: 100 }

describe('登记过户 endpoints', { timeout: 60_000 }, () => {
  test('an organisation sees its own register only; bad filters and pages are refused', async () => {
    const { token } = sessionOf('manager')
    const mine = await taCall<PagedList<TaInvestorRow>>('queryInvestors', token, { query: page })
    expect(mine.body.data.total).toBeGreaterThan(160)
    expect(mine.body.data.list[0]!.certNo).toMatch(/\*{4}/)
    const admin = sessionOf('admin')
    const theirs = await taCall<PagedList<TaInvestorRow>>('queryInvestors', admin.token, {
      query: page,
    })
    // The /reset-password investors have accounts at several organisations; the rest are the org's own.
    const own = mine.body.data.list.find((r) => r.investorId.startsWith('TA001'))!
    expect(theirs.body.data.list.some((r) => r.investorId === own.investorId)).toBe(false)
    const detail = await taCall<TaInvestorDetail>('queryInvestorDetail', admin.token, {
      query: { investorId: own.investorId },
    })
    expect(detail.body.msg).toBe(TA_MSG.investor)
    const bad = await taCall('queryInvestors', token, { query: { ...page, kind: '外星人' } })
    expect(bad.body.msg).toBe(TA_MSG.kind)
    const badPage = await taCall('queryInvestors', token, { query: { pageNo: 0 } })
    expect(badPage.body.status).toBe('fail')
    const otherFund = db.state.funds.find((f) => f.orgId === 'ORG003')!
    const refused = await taCall('queryShareBalances', token, {
      query: { ...page, fundCode: otherFund.fundCode },
    })
    expect(refused.body.msg).toBe(TA_MSG.fund)
  })

  test("份额余额 adds up to each fund's shares; 交易确认 to each holding", async () => {
    const { token } = sessionOf('manager')
    const funds = db.state.funds
      .filter((f) => f.orgId === 'ORG001' && f.stage !== 'raising')
      .slice(0, 6)
    for (const fund of funds) {
      const balances = await taCall<ShareBalancePage>('queryShareBalances', token, {
        query: { ...page, fundCode: fund.fundCode },
      })
      expect(balances.body.data.totals.shares).toBe(sharesOf(fund))
      const confirms = await taCall<PagedList<TradeConfirmRow>>('queryTradeConfirms', token, {
        query: { ...page, fundCode: fund.fundCode, pageSize: 100 },
      })
      const all: TradeConfirmRow[] = [...confirms.body.data.list]
      for (let n = 2; all.length < confirms.body.data.total; n += 1) {
        const more = await taCall<PagedList<TradeConfirmRow>>('queryTradeConfirms', token, {
          query: { fundCode: fund.fundCode, pageNo: n, pageSize: 100 },
        })
        all.push(...more.body.data.list)
      }
      for (const row of balances.body.data.list) {
        const net = all
          .filter((c) => c.investorId === row.investorId)
          .reduce((s, c) => s + (c.tradeType === 'redeem' ? -c.confirmShares : c.confirmShares), 0)
        expect(net).toBe(row.shares)
      }
      for (const c of all.filter((c) => c.tradeType !== 'subscribe')) {
        expect(c.confirmAmount).toBeCloseTo(c.confirmShares * c.unitNav, 2)
      }
    }
  })

  test('a raising fund has 认购 applications 待确认 and no shares; an application has its timeline', async () => {
    const { token } = sessionOf('manager')
    const raising = db.state.funds.find((f) => f.orgId === 'ORG001' && f.stage === 'raising')!
    const applies = await taCall<PagedList<TradeApplyRow>>('queryTradeApplies', token, {
      query: { ...page, fundCode: raising.fundCode },
    })
    expect(applies.body.data.list.length).toBeGreaterThan(0)
    expect(
      applies.body.data.list.every((r) => r.tradeType === 'subscribe' && r.confirmDate === null),
    ).toBe(true)
    const detail = await taCall<TradeApplyDetail>('queryTradeApplyDetail', token, {
      query: { applyNo: applies.body.data.list[0]!.applyNo },
    })
    expect(detail.body.data.steps[0]!.title).toBe('提交申请')
    expect(detail.body.data.confirmShares).toBeNull()
  })

  test('开户 通过 adds the investor and lowers openAccountNum; a handled one is refused', async () => {
    const { token, userId } = sessionOf('manager')
    const before = (await todoCounts(token, userId)).openAccountNum
    expect(before).toBe(4)
    const list = await taCall<PagedList<OpenAccountRow>>('queryOpenAccounts', token, {
      query: { ...page, status: 'pending' },
    })
    const [first, second] = list.body.data.list
    const approved = await taCall<OpenAccountRow>('approveOpenAccount', token, {
      json: { applyId: first!.applyId },
    })
    expect(approved.body.data.status).toBe('approved')
    expect((await todoCounts(token, userId)).openAccountNum).toBe(3)
    const found = await taCall<PagedList<TaInvestorRow>>('queryInvestors', token, {
      query: { ...page, investorName: first!.investorName },
    })
    expect(found.body.data.list.map((r) => r.investorId)).toContain(approved.body.data.investorId)
    const again = await taCall('approveOpenAccount', token, { json: { applyId: first!.applyId } })
    expect(again.body.msg).toBe(TA_MSG.handled)
    const noReason = await taCall('returnOpenAccount', token, {
      json: { applyId: second!.applyId, reason: ' ' },
    })
    expect(noReason.body.msg).toBe(TA_MSG.reason)
    const returned = await taCall<OpenAccountRow>('returnOpenAccount', token, {
      json: { applyId: second!.applyId, reason: '证件已过期' },
    })
    expect(returned.body.data.reason).toBe('证件已过期')
    expect((await todoCounts(token, userId)).openAccountNum).toBe(2)
    const admin = sessionOf('admin')
    const foreign = await taCall('approveOpenAccount', admin.token, {
      json: { applyId: list.body.data.list[2]!.applyId },
    })
    expect(foreign.body.msg).toBe(TA_MSG.apply)
  })

  test('巨额赎回: 部分确认 below the 10% rule or without the rest’s handling is refused; then honoured pro rata', async () => {
    const { token, userId } = sessionOf('manager')
    const record = db.state.taLargeRedeems.find(
      (r) => r.orgId === 'ORG001' && r.status === 'pending',
    )!
    const detail = await taCall<LargeRedeemDetail>('queryLargeRedeemDetail', token, {
      query: { id: record.id },
    })
    const { minRatio, netRatio, redeemShares } = detail.body.data
    expect(netRatio).toBeGreaterThan(0.1)
    const before = (await todoCounts(token, userId)).maxRedeemApplyConfirmNum
    const low = await taCall('confirmLargeRedeem', token, {
      json: { id: record.id, mode: 'partial', ratio: minRatio - 0.01, remainder: 'defer' },
    })
    expect(low.body.msg).toMatch(/^部分确认比例不得低于/)
    const noRest = await taCall('confirmLargeRedeem', token, {
      json: { id: record.id, mode: 'partial', ratio: 0.9 },
    })
    expect(noRest.body.msg).toBe(TA_MSG.remainder)
    const whole = await taCall('confirmLargeRedeem', token, {
      json: { id: record.id, mode: 'partial', ratio: 1 },
    })
    expect(whole.body.msg).toBe(TA_MSG.ratio)
    const done = await taCall<LargeRedeemDetail>('confirmLargeRedeem', token, {
      json: { id: record.id, mode: 'partial', ratio: 0.9, remainder: 'cancel' },
    })
    expect(done.body.data.status).toBe('partial')
    expect(done.body.data.confirmShares).toBeLessThanOrEqual(redeemShares * 0.9)
    expect(
      done.body.data.applications.every((a) => (a.confirmShares ?? 0) <= a.applyShares * 0.9),
    ).toBe(true)
    expect((await todoCounts(token, userId)).maxRedeemApplyConfirmNum).toBe(before! - 1)
    const twice = await taCall('confirmLargeRedeem', token, {
      json: { id: record.id, mode: 'full' },
    })
    expect(twice.body.msg).toBe(TA_MSG.handled)
  })
})
