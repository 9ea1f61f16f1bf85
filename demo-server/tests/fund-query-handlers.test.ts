import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import type { PagedList } from '@contract/api/paged-list'
import type {
  FundContact,
  FundContract,
  FundDetail,
  FundFees,
  FundListItem,
  FundNavSeries,
  NavRow,
} from '@contract/api/fund-query'
import { callJson } from './api'
import { loginAs } from './login-as'

/** A raw call to the demo backend (no client interceptors); resolves to status and body. */
const call = <T>(path: string, token?: string, json?: unknown) => callJson<T>(path, { token, json })

const list = (token: string, query: string) =>
  call<PagedList<FundListItem>>(`/rest/fund/queryFundList?${query}`, token)

describe('queryFundList', () => {
  test('the organisation’s funds only, filtered by stage, type and establishment date', async () => {
    const { token } = loginAs('manager')
    const all = await list(token, 'pageNo=1&pageSize=100')
    expect(all.body.data.total).toBe(30)
    expect(all.body.data.list.every((f) => f.fundCode.startsWith('SXA'))).toBe(true)
    const raising = await list(token, 'stages=raising&pageNo=1&pageSize=100')
    expect(raising.body.data.list.map((f) => f.stage)).toEqual(Array(4).fill('raising'))
    expect(raising.body.data.list.every((f) => f.latestNav === null && f.scale === null)).toBe(true)
    const two = await list(token, 'stages=liquidating,liquidated&pageSize=100')
    expect(new Set(two.body.data.list.map((f) => f.stage))).toEqual(
      new Set(['liquidating', 'liquidated']),
    )
    const dated = await list(token, 'beginDate=2021-01-01&endDate=2022-12-31&pageSize=100')
    expect(dated.body.data.list.length).toBeGreaterThan(0)
    for (const f of dated.body.data.list) {
      expect(f.establishDate >= '2021-01-01' && f.establishDate <= '2022-12-31').toBe(true)
    }
    const equity = await list(token, `fundType=${encodeURIComponent('私募股权投资基金')}`)
    expect(equity.body.data.list.every((f) => f.fundType === '私募股权投资基金')).toBe(true)
  })

  test('keyword matches code or name; pages; sorts with empty values last', async () => {
    const { token } = loginAs('manager')
    const byCode = await list(token, 'keyword=sxa003')
    expect(byCode.body.data.list.map((f) => f.fundCode)).toEqual(['SXA003'])
    const byName = await list(token, `keyword=${encodeURIComponent('量化对冲')}`)
    expect(byName.body.data.list.every((f) => f.fundName.includes('量化对冲'))).toBe(true)
    const page2 = await list(token, 'pageNo=2&pageSize=10')
    expect(page2.body.data.list[0]?.fundCode).toBe('SXA011')
    const byScale = (await list(token, 'sort=-scale&pageSize=100')).body.data.list
    const scales = byScale.map((f) => f.scale)
    const known = scales.filter((s): s is number => s !== null)
    expect(known).toEqual([...known].sort((a, b) => b - a))
    expect(scales.slice(known.length).every((s) => s === null)).toBe(true)
    const navs = (await list(token, 'sort=latestNav&pageSize=100')).body.data.list
    expect(navs[0]!.latestNav! <= navs[1]!.latestNav!).toBe(true)
  })

  test.each([
    ['stages=closed', '产品阶段有误'],
    ['fundType=ETF', '产品类型有误'],
    ['beginDate=2024-13', '日期格式不正确，应为 YYYY-MM-DD'],
    ['beginDate=2024-02-01&endDate=2024-01-01', '开始日期不能晚于结束日期'],
    ['sort=fundName', '排序字段有误'],
    [`keyword=${'x'.repeat(51)}`, '产品代码或名称不能超过50个字符'],
    ['pageSize=500', '分页参数不正确'],
  ])('%s is refused: %s', async (query, msg) => {
    const { token } = loginAs('manager')
    const answer = await list(token, query)
    expect(answer.body).toMatchObject({ status: 'fail', msg })
  })

  test('no session is 401', async () => {
    expect((await call('/rest/fund/queryFundList')).status).toBe(401)
  })
})

describe('a fund’s detail tabs', () => {
  test('detail, accounts, fees, NAV and contracts of an own fund', async () => {
    const { token } = loginAs('manager')
    const detail = (await call<FundDetail>('/rest/fund/queryFundDetail?fundCode=SXA004', token))
      .body.data
    expect(detail).toMatchObject({ fundCode: 'SXA004', stage: 'operating' })
    expect(detail.fundName).toContain('泉城')
    expect(detail.scale).toBeCloseTo((detail.shares ?? 0) * (detail.latestNav ?? 0), 1)
    const accounts = await call<unknown[]>('/rest/fund/queryFundAccounts?fundCode=SXA004', token)
    expect(accounts.body.data.length).toBeGreaterThanOrEqual(4)
    const fees = (await call<FundFees>('/rest/fund/queryFundFees?fundCode=SXA004', token)).body.data
    expect(fees).toEqual(
      (await call<FundFees>('/rest/fund/queryFundFees?fundCode=SXA004', token)).body.data,
    )
    expect(fees.redemptionFees).toHaveLength(3)
    const month = (
      await call<FundNavSeries>('/rest/fund/queryFundNav?fundCode=SXA004&range=1m', token)
    ).body.data
    const all = (
      await call<FundNavSeries>('/rest/fund/queryFundNav?fundCode=SXA004&range=all', token)
    ).body.data
    expect(month.points.length).toBeGreaterThan(15)
    expect(month.points.length).toBeLessThan(25)
    expect(all.points.at(-1)).toEqual(month.points.at(-1))
    expect(all.points.at(-1)?.unitNav).toBe(detail.latestNav)
    const rows = (
      await call<PagedList<NavRow>>(
        '/rest/fund/queryFundNavList?fundCode=SXA004&pageNo=1&pageSize=10',
        token,
      )
    ).body.data
    expect(rows.total).toBe(all.points.length)
    expect(rows.list[0]?.date).toBe(all.points.at(-1)?.date)
    const contracts = (
      await call<FundContract[]>('/rest/fund/queryFundContracts?fundCode=SXA004', token)
    ).body.data
    expect(contracts.map((c) => c.docType)).toEqual([
      '基金合同',
      '托管协议',
      '风险揭示书',
      '补充协议',
    ])
    const file = await fetch(
      `http://localhost/ceres/api/rest/fund/contractFile?fundCode=SXA004&fileId=${contracts[0]!.fileId}`,
      { headers: { Authorization: token } },
    )
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect((await file.arrayBuffer()).byteLength).toBe(contracts[0]!.size)
  })

  test('another organisation’s or an unknown fund is not found', async () => {
    const { token } = loginAs('manager')
    for (const path of [
      '/rest/fund/queryFundDetail?fundCode=SXC001',
      '/rest/fund/queryFundDetail?fundCode=NOPE',
      '/rest/fund/queryFundNav?fundCode=SXC001&range=1m',
      '/rest/fund/queryFundContacts?fundCode=SXB001',
      '/rest/fund/queryFundContracts?fundCode=SXC001',
    ]) {
      expect((await call(path, token)).body).toMatchObject({ status: 'fail', msg: '未找到该产品' })
    }
    const other = await fetch(
      'http://localhost/ceres/api/rest/fund/contractFile?fundCode=SXC001&fileId=SXC001-C1',
      { headers: { Authorization: token } },
    )
    expect(other.status).toBe(404)
    expect((await call('/rest/fund/queryFundNav?fundCode=SXA004&range=2y', token)).body.msg).toBe(
      '净值区间有误',
    )
  })
})

describe('fund contacts', () => {
  const save = (token: string, body: object) =>
    call<FundContact>('/rest/fund/saveFundContact', token, body)
  const good = {
    fundCode: 'SXA010',
    name: '林晓',
    role: '合规',
    mobile: '13912345678',
    email: 'linxiao@example.com',
    notices: ['临时公告', '估值表'],
  }

  test('add, edit and delete a contact of an own fund', async () => {
    const { token } = loginAs('manager')
    const before = db.state.fundContacts.length
    const added = await save(token, good)
    expect(added.body.data).toMatchObject({ name: '林晓', notices: ['估值表', '临时公告'] })
    expect(db.state.fundContacts).toHaveLength(before + 1)
    const { contactId } = added.body.data
    const edited = await save(token, { ...good, contactId, role: '财务', notices: [] })
    expect(edited.body.data).toMatchObject({ contactId, role: '财务', notices: [] })
    const listed = await call<FundContact[]>('/rest/fund/queryFundContacts?fundCode=SXA010', token)
    expect(listed.body.data.filter((c) => c.contactId === contactId)).toHaveLength(1)
    await call(`/rest/fund/deleteFundContact?contactId=${contactId}`, token)
    expect(db.state.fundContacts).toHaveLength(before)
    const again = await call(`/rest/fund/deleteFundContact?contactId=${contactId}`, token)
    expect(again.body.msg).toBe('联系人不存在或已删除')
  })

  test.each([
    [{ name: ' ' }, '请输入联系人姓名'],
    [{ role: '董事' }, '请选择联系人角色'],
    [{ mobile: '12912345678' }, '请输入正确的11位手机号码'],
    [{ mobile: '1391234567' }, '请输入正确的11位手机号码'],
    [{ email: 'lin@' }, '请输入正确的邮箱地址'],
    [{ notices: ['周报'] }, '接收通知类型有误'],
    [{ fundCode: 'SXC001' }, '未找到该产品'],
    [{ contactId: 'FC9999' }, '联系人不存在或已删除'],
  ])('%o is refused: %s', async (change, msg) => {
    const { token } = loginAs('manager')
    const before = db.state.fundContacts.length
    expect((await save(token, { ...good, ...change })).body).toMatchObject({ status: 'fail', msg })
    expect(db.state.fundContacts).toHaveLength(before)
  })

  test('a mobile already on the fund is refused; another organisation’s contact cannot be deleted', async () => {
    const { token } = loginAs('manager')
    const first = db.state.fundContacts.find((c) => c.fundCode === 'SXA001')!
    const dup = await save(token, { ...good, fundCode: 'SXA001', mobile: first.mobile })
    expect(dup.body.msg).toBe('该手机号已是本产品的联系人')
    const foreign = db.state.fundContacts.find((c) => c.orgId === 'ORG003')!
    const answer = await call(`/rest/fund/deleteFundContact?contactId=${foreign.contactId}`, token)
    expect(answer.body.msg).toBe('联系人不存在或已删除')
    expect(db.state.fundContacts).toContain(foreign)
  })
})
