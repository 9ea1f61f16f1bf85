import { describe, expect, test } from 'vitest'
import { beijingToday } from '../db/application-dates'
import { db } from '../db/db'
import { navSeriesOf } from '../db/fund-nav'
import { addDays } from '../db/trading-days'
import { DIVIDEND_MSG } from '../handlers/fund-dividends-handlers'
import type { ApplicationFund } from '@contract/api/application'
import type { DividendDetail, DividendRow } from '@contract/api/fund-dividends'
import type { PagedList } from '@contract/api/paged-list'
import { post, postJson, todoCounts } from './application-calls'
import { loginAs } from './login-as'

const list = (token: string, query = '') =>
  post<PagedList<DividendRow>>(`/rest/product/dividend/queryList?${query}`, token)

describe('产品分红', () => {
  test('the organisation’s plans, newest record date first; bad queries refused', async () => {
    const { token } = loginAs('manager')
    const { body } = await list(token, 'pageSize=50')
    expect(body.data.total).toBe(12)
    const dates = body.data.list.map((r) => r.recordDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(body.data.list.filter((r) => r.status === 'confirming')).toHaveLength(2)
    const plan = body.data.list[0]!
    expect(plan.totalAmount).toBeCloseTo(plan.perUnit * plan.shares, 2)
    expect((await list(token, 'sort=fundName')).body.msg).toBe('排序参数有误')
    expect((await list(loginAs('admin').token, 'pageSize=50')).body.data.total).toBe(5)
  })

  test('确认 lowers fundDividendsNum; a new plan raises it', async () => {
    const { token, userId } = loginAs('manager')
    expect((await todoCounts(token, userId)).fundDividendsNum).toBe(2)
    const [first] = (await list(token, 'status=confirming')).body.data.list
    const done = await post<DividendDetail>(
      `/rest/product/dividend/confirm?planId=${first!.planId}`,
      token,
    )
    expect(done.body.data.status).toBe('confirmed')
    expect((await todoCounts(token, userId)).fundDividendsNum).toBe(1)

    const funds = (await post<ApplicationFund[]>('/rest/product/dividend/funds', token)).body.data
    const fund = funds.find((f) => f.fundCode === 'SXA006')!
    const nav = navSeriesOf(db.state.funds.find((f) => f.fundCode === 'SXA006')!).at(-1)!
    expect(fund.unitNav).toBe(nav.unitNav)
    const recordDate = addDays(beijingToday(), 3)
    const body = {
      fundCode: 'SXA006',
      recordDate,
      exDate: addDays(recordDate, 1),
      perUnit: 0.0123,
      method: 'cash',
    }
    const submit = (extra: object) =>
      postJson<DividendDetail>('/rest/product/dividend/submit', token, { ...body, ...extra })
    expect((await submit({ exDate: addDays(recordDate, -1) })).body.msg).toBe(
      DIVIDEND_MSG.exBeforeRecord,
    )
    expect((await submit({ perUnit: 0 })).body.msg).toBe(DIVIDEND_MSG.perUnit)
    expect((await submit({ perUnit: 0.00001 })).body.msg).toBe(DIVIDEND_MSG.decimals)
    expect((await submit({ perUnit: nav.unitNav + 0.0001 })).body.msg).toBe(
      DIVIDEND_MSG.overNav(nav.unitNav),
    )
    expect((await submit({ recordDate: '2020-01-02' })).body.msg).toBe(DIVIDEND_MSG.pastRecordDate)
    expect((await submit({ fundCode: 'SXA001' })).body.msg).toBe(DIVIDEND_MSG.notOperating)
    expect((await submit({ method: 'gold' })).body.msg).toBe(DIVIDEND_MSG.method)
    const made = await submit({})
    expect(made.body.data).toMatchObject({ status: 'confirming', unitNav: nav.unitNav })
    expect((await todoCounts(token, userId)).fundDividendsNum).toBe(2)
    expect((await submit({})).body.msg).toBe(DIVIDEND_MSG.hasPending)
  })
})
