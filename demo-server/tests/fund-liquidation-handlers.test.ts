import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { LIQUIDATION_MSG } from '../handlers/fund-liquidation-handlers'
import type { LiquidationDetail, LiquidationRow } from '@contract/api/fund-liquidation'
import type { PagedList } from '@contract/api/paged-list'
import { PDF, post, postJson, todoCounts, uploadDoc } from './application-calls'
import { loginAs } from './login-as'

const list = (token: string, query = '') =>
  post<PagedList<LiquidationRow>>(`/rest/product/liquidation/queryList?${query}`, token)
const confirm = (token: string, applyId: string) =>
  post<LiquidationDetail>(`/rest/product/liquidation/confirm?applyId=${applyId}`, token)

describe('产品清算', () => {
  test('a locked menu’s calls are refused (the manager); operator sees 泉城’s liquidations', async () => {
    const manager = loginAs('manager')
    expect((await list(manager.token)).status).toBe(403)
    const { token } = loginAs('operator')
    const { body } = await list(token, 'pageSize=50')
    expect(body.data.total).toBe(7)
    expect(body.data.list.filter((r) => r.status === 'confirming')).toHaveLength(1)
    expect(body.data.list.every((r) => r.fundCode.startsWith('SXA'))).toBe(true)
    expect((await list(token, 'status=bad')).body.msg).toBe('状态参数有误')
  })

  test('确认 completes it, the fund is liquidated and liquidationNum drops', async () => {
    const { token, userId } = loginAs('operator')
    expect((await todoCounts(token, userId)).liquidationNum).toBe(1)
    const [waiting] = (await list(token, 'status=confirming')).body.data.list
    const done = await confirm(token, waiting!.applyId)
    expect(done.body.data.status).toBe('done')
    expect(done.body.data.timeline.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done'])
    expect(db.state.funds.find((f) => f.fundCode === waiting!.fundCode)!.stage).toBe('liquidated')
    expect((await todoCounts(token, userId)).liquidationNum).toBe(0)
    expect((await confirm(token, waiting!.applyId)).body.msg).toBe(LIQUIDATION_MSG.notConfirming)
  })

  test('a new liquidation needs an operating fund, a reason, a past base date and the report', async () => {
    const { token } = loginAs('operator')
    const report = (await uploadDoc(token, 'liquidationReport', PDF, '清算报告.pdf')).body.data
    const body = {
      fundCode: 'SXA003',
      reason: '存续期届满',
      baseDate: '2026-01-05',
      reportFileId: report.fileId,
    }
    const submit = (extra: object) =>
      postJson<LiquidationDetail>('/rest/product/liquidation/submit', token, { ...body, ...extra })
    expect((await submit({ fundCode: 'SXA001' })).body.msg).toBe(LIQUIDATION_MSG.notOperating)
    expect((await submit({ reason: '不想做了' })).body.msg).toBe(LIQUIDATION_MSG.reason)
    expect((await submit({ baseDate: '2999-01-01' })).body.msg).toBe(LIQUIDATION_MSG.futureDate)
    expect((await submit({ reportFileId: 'nope' })).body.msg).toBe(
      '清算报告文件不存在或已失效，请重新上传',
    )
    const made = await submit({})
    expect(made.body.data).toMatchObject({ status: 'liquidating', remainingAssets: null })
    expect(made.body.data.documents[0]!.fileName).toBe('清算报告.pdf')
    expect(db.state.funds.find((f) => f.fundCode === 'SXA003')!.stage).toBe('liquidating')
    // the report was used up; the fund is no longer operating
    expect((await submit({})).body.msg).toBe(LIQUIDATION_MSG.notOperating)
  })
})
