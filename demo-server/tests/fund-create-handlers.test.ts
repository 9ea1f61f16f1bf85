import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { FUND_CREATE_MSG } from '../handlers/fund-create-handlers'
import type { ApplicationFund } from '@contract/api/application'
import type { FundCreateDetail, FundCreateRow } from '@contract/api/fund-create'
import type { PagedList } from '@contract/api/paged-list'
import { PDF, post, postJson, todoCounts, uploadDoc, XLSX } from './application-calls'
import { loginAs } from './login-as'
import type { ExportRows } from '@contract/api/download'

const list = (token: string, query = '') =>
  post<PagedList<FundCreateRow>>(`/rest/product/fundCreate/queryList?${query}`, token)
const detail = (token: string, applyId: string) =>
  post<FundCreateDetail>(`/rest/product/fundCreate/detail?applyId=${applyId}`, token)
const submit = (token: string, body: unknown) =>
  postJson<FundCreateDetail>('/rest/product/fundCreate/submit', token, body)

describe('产品成立 lists', () => {
  test('the organisation’s own, newest first, 120 awaiting material at 泉城', async () => {
    const { token } = loginAs('manager')
    const all = await list(token, 'pageNo=1&pageSize=20')
    expect(all.body.data.list).toHaveLength(20)
    const dates = all.body.data.list.map((r) => r.applyDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    const waiting = await list(token, 'status=supplement&pageSize=100')
    const returned = await list(token, 'status=returned&pageSize=100')
    expect(waiting.body.data.total + returned.body.data.total).toBe(120)
    expect(all.body.data.list.every((r) => r.fundCode.startsWith('SXA'))).toBe(true)
    const other = loginAs('manager', 1)
    const theirs = await list(other.token, 'pageSize=100')
    expect(theirs.body.data.list.every((r) => r.fundCode.startsWith('SXB'))).toBe(true)
    // another organisation's record is not found
    expect((await detail(other.token, 'FCA0001')).body.msg).toBe('记录不存在或已删除')
  })

  test('filters by fund and date; bad parameters are refused', async () => {
    const { token } = loginAs('manager')
    const found = await list(token, `fundName=${encodeURIComponent('稳健一号')}`)
    expect(found.body.data.list.map((r) => r.fundCode)).toContain('SXA001')
    const dated = await list(token, 'beginDate=2020-01-01&endDate=2020-12-31&sort=applyDate')
    expect(dated.body.data.list.every((r) => r.applyDate.startsWith('2020'))).toBe(true)
    expect((await list(token, 'status=nope')).body.msg).toBe('状态参数有误')
    expect((await list(token, 'beginDate=2024-02-30')).body.msg).toBe('日期参数有误')
    expect((await list(token, 'pageSize=1000')).body.msg).toBe('分页参数不正确')
    expect((await list('', '')).status).toBe(401)
  })

  test('a detail has its documents and a timeline with the return reason', async () => {
    const { token } = loginAs('manager')
    const returned = (await detail(token, 'FCA0002')).body.data
    expect(returned.status).toBe('returned')
    expect(returned.returnReason).toMatch(/请补充|请提供/)
    expect(returned.timeline.map((s) => [s.title, s.state])).toEqual([
      ['提交申请', 'done'],
      ['托管审核', 'returned'],
      ['补充材料后重新提交', 'current'],
      ['托管审核', 'todo'],
      ['成立确认', 'todo'],
    ])
    const waiting = (await detail(token, 'FCA0001')).body.data
    expect(waiting.missing).toEqual(['investors'])
    expect(waiting.timeline[0]).toMatchObject({ state: 'current', reason: '待上传：投资者名册' })
  })
})

describe('submitting an establishment application', () => {
  test('missing documents are named; a complete one goes to review and the count drops', async () => {
    const { token, userId } = loginAs('manager')
    expect((await todoCounts(token, userId)).fundCreateNum).toBe(120)
    const before = (await detail(token, 'FCA0001')).body.data
    const held = before.documents.map(({ kind, fileId }) => ({ kind, fileId }))
    const base = { applyId: 'FCA0001', raisedAmount: 50_000_000, investorCount: 80 }
    const refused = await submit(token, { ...base, documents: held.slice(0, 1) })
    expect(refused.body.msg).toBe('请上传以下材料：募集结束证明/验资报告、投资者名册')
    expect((await submit(token, { ...base, investorCount: 201, documents: held })).body.msg).toBe(
      FUND_CREATE_MSG.investors,
    )
    const roster = await uploadDoc(token, 'investors', XLSX, '投资者名册.xlsx')
    expect(roster.body.status).toBe('success')
    const sent = await submit(token, {
      ...base,
      documents: [...held, { kind: 'investors', fileId: roster.body.data.fileId }],
    })
    expect(sent.body.data.status).toBe('reviewing')
    expect(sent.body.data.timeline.at(-2)).toMatchObject({ title: '托管审核', state: 'current' })
    expect((await todoCounts(token, userId)).fundCreateNum).toBe(119)
    expect(db.state.doneItems.map((d) => d.id)).toContain('FCA0001')
    // the upload is used up; the application is no longer pending
    expect((await submit(token, { ...base, documents: held })).body.msg).toBe(
      FUND_CREATE_MSG.notPending,
    )
  })

  test('a generated pending one is stored once acted on; withdrawing lowers the count', async () => {
    const { token, userId } = loginAs('manager')
    const withdrawn = await post<FundCreateDetail>(
      '/rest/product/fundCreate/withdraw?applyId=FCA0101',
      token,
    )
    expect(withdrawn.body.data.status).toBe('withdrawn')
    expect((await detail(token, 'FCA0101')).body.data.status).toBe('withdrawn')
    expect((await todoCounts(token, userId)).fundCreateNum).toBe(119)
    const again = await post('/rest/product/fundCreate/withdraw?applyId=FCA0101', token)
    expect(again.body.msg).toBe(FUND_CREATE_MSG.notOpen)
  })

  test('a new application is for a raising fund without an open one', async () => {
    const { token } = loginAs('manager')
    const funds = (await post<ApplicationFund[]>('/rest/product/fundCreate/funds', token)).body.data
    expect(funds.map((f) => f.fundCode)).toEqual(['SXA014'])
    const docs = []
    for (const [kind, bytes, name] of [
      ['contract', PDF, 'a.pdf'],
      ['capital', PDF, 'b.pdf'],
      ['investors', PDF, 'c.pdf'],
    ] as const) {
      docs.push({ kind, fileId: (await uploadDoc(token, kind, bytes, name)).body.data.fileId })
    }
    const body = { raisedAmount: 1e7, investorCount: 30, documents: docs }
    expect((await submit(token, { ...body, fundCode: 'SXA003' })).body.msg).toBe(
      FUND_CREATE_MSG.notRaising,
    )
    expect((await submit(token, { ...body, fundCode: 'SXA001' })).body.msg).toBe(
      FUND_CREATE_MSG.hasOpen,
    )
    expect((await submit(token, { ...body, fundCode: 'SXB001' })).body.msg).toBe(
      FUND_CREATE_MSG.noFund,
    )
    const made = await submit(token, { ...body, fundCode: 'SXA014' })
    expect(made.body.data).toMatchObject({ applyId: 'FCA0219', status: 'reviewing' })
    expect(
      (await post<ApplicationFund[]>('/rest/product/fundCreate/funds', token)).body.data,
    ).toEqual([])
  })
})

describe('application uploads', () => {
  test('type, content and kind are checked by the server', async () => {
    const { token } = loginAs('manager')
    expect((await uploadDoc(token, 'contract', XLSX, '合同.xlsx')).body.msg).toBe(
      '基金合同仅支持 PDF 格式',
    )
    expect((await uploadDoc(token, 'contract', XLSX, '合同.pdf')).body.msg).toBe(
      '文件内容不是有效的PDF文件，请检查后重新上传',
    )
    expect((await uploadDoc(token, 'nope', PDF, 'a.pdf')).body.msg).toBe('材料类型有误')
    expect((await uploadDoc(token, 'investors', new Uint8Array(0), 'a.pdf')).body.msg).toBe(
      '文件为空，请重新选择',
    )
  })

  test('a document of the organisation downloads; another’s does not', async () => {
    const { token } = loginAs('manager')
    const file = await fetch(
      'http://localhost/ceres/api/rest/product/application/file/FCA0001-contract',
      { headers: { Authorization: token } },
    )
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect((await file.text()).startsWith('%PDF')).toBe(true)
    const other = loginAs('admin')
    const refused = await fetch(
      'http://localhost/ceres/api/rest/product/application/file/FCA0001-contract',
      { headers: { Authorization: other.token } },
    )
    expect(refused.status).toBe(404)
  })
})

describe('导出', () => {
  test('exports what the query shows; a bad query is refused', async () => {
    const { token } = loginAs('manager')
    const exported = await fetch('http://localhost/ceres/api/rest/export/create', {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        source: 'fund-create',
        params: { status: 'returned' },
        fileName: '产品成立申请',
      }),
    })
    const sheet = ((await exported.json()) as { data: ExportRows }).data
    expect(sheet.kind).toBe('rows')
    expect(sheet.fileName).toMatch(/^产品成立申请_\d{14}\.xlsx$/)
    expect(sheet.rows.length).toBeGreaterThan(0)
    expect(sheet.rows.every((row) => row.some((cell) => cell === '已退回'))).toBe(true)
    const refused = await postJson('/rest/export/create', token, {
      source: 'fund-create',
      params: { status: 'nope' },
      fileName: 'x',
    })
    expect(refused.body.msg).toBe('导出参数有误')
    // 产品清算 is locked for manager: its export is refused like its page.
    const locked = await postJson('/rest/export/create', token, {
      source: 'fund-liquidation',
      params: {},
      fileName: 'x',
    })
    expect([locked.status, locked.body.msg]).toEqual([403, '无权访问该资源'])
  })
})
