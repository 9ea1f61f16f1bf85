import { describe, expect, test } from 'vitest'
import { fromAuthored } from '../db/authored-dates'
import { db } from '../db/db'
import { fundAccountsOf } from '../db/fund-accounts'
import { ACCOUNT_QUERY_MSG } from '../handlers/account-query-handlers'
import { exportSourceOf } from '../handlers/export-registry'
import { FUND_CONTRACT_MSG } from '../handlers/fund-contract-handlers'
import { LIST_MSG } from '../handlers/list-query'
import { BAD_PAGE } from '../handlers/paging'
import type { FundAccountRow } from '@contract/api/fund-account'
import type { FundContractDoc } from '@contract/api/fund-contract'
import type { PagedList } from '@contract/api/paged-list'
import { API, callJson } from './api'
import { loginAs } from './login-as'

/* 账户查询 and 产品合同: the organisation's own rows only, every filter checked. */

const post = <T>(path: string, token?: string) => callJson<T>(path, { token })

const accounts = (token: string, query: string) =>
  post<PagedList<FundAccountRow>>(`/rest/product/queryAccountList?${query}`, token)
const contracts = (token: string, query: string) =>
  post<PagedList<FundContractDoc>>(`/rest/product/queryContractList?${query}`, token)

const accountCountOf = (orgId: string) =>
  db.state.funds.filter((f) => f.orgId === orgId).flatMap(fundAccountsOf).length

describe('POST /rest/product/queryAccountList', () => {
  test('needs a session; lists the session organisation’s accounts only', async () => {
    expect((await post('/rest/product/queryAccountList')).status).toBe(401)
    const { token } = loginAs('manager', 1)
    const page = (await accounts(token, 'pageNo=1&pageSize=100')).body.data
    expect(page.total).toBe(accountCountOf('ORG002'))
    expect(page.list.every((a) => a.fundCode.startsWith('SXB'))).toBe(true)
    const admin = loginAs('admin')
    const theirs = (await accounts(admin.token, 'fund=SXB001&pageNo=1&pageSize=10')).body.data
    expect(theirs.total).toBe(0)
  })

  test('filters by fund, kind, status and open date; sorts by open date', async () => {
    const { token } = loginAs('manager')
    const futures = (await accounts(token, 'kind=futures&pageSize=100')).body.data.list
    expect(futures.length).toBeGreaterThan(0)
    expect(futures.every((a) => a.kind === 'futures' && a.institution.includes('期货'))).toBe(true)
    const one = (await accounts(token, 'fund=sxa003&pageSize=100')).body.data.list
    expect(new Set(one.map((a) => a.fundCode))).toEqual(new Set(['SXA003']))
    const closed = (await accounts(token, 'status=closed&pageSize=100')).body.data.list
    expect(closed.length).toBeGreaterThan(0)
    expect(closed.every((a) => a.status === 'closed')).toBe(true)
    const range = 'openDateFrom=2021-01-01&openDateTo=2021-12-31&pageSize=100'
    const opened = (await accounts(token, range)).body.data.list
    expect(opened.length).toBeGreaterThan(0)
    expect(opened.every((a) => a.openDate.startsWith('2021'))).toBe(true)
    const up = (await accounts(token, 'sort=openDate&pageSize=100')).body.data.list.map(
      (a) => a.openDate,
    )
    expect(up).toEqual([...up].sort())
    const down = (await accounts(token, 'sort=-openDate&pageSize=5')).body.data.list
    const newest = db.state.funds
      .filter((f) => f.orgId === 'ORG001')
      .flatMap(fundAccountsOf)
      .map((a) => a.openDate)
      .sort()
      .at(-1)
    expect(down[0]?.openDate).toBe(newest)
  })

  test.each([
    ['kind=cash', ACCOUNT_QUERY_MSG.kind],
    ['status=open', ACCOUNT_QUERY_MSG.status],
    ['openDateFrom=2021-1-1', LIST_MSG.date],
    ['openDateFrom=2022-01-01&openDateTo=2021-01-01', LIST_MSG.range],
    ['sort=accountNo', LIST_MSG.sort],
    [`fund=${'泉'.repeat(51)}`, LIST_MSG.text],
    ['pageSize=500', BAD_PAGE],
  ])('%s is refused', async (query, msg) => {
    const { token } = loginAs('manager')
    expect((await accounts(token, query)).body).toMatchObject({ status: 'fail', msg })
  })

  test('the export source reads the same query', () => {
    const source = exportSourceOf('fund-accounts')
    const rows = source?.rows('ORG001', { kind: 'custody', fund: 'SXA00' }, () => true) ?? []
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r[2] === '托管户' && String(r[0]).startsWith('SXA00'))).toBe(true)
    expect(source?.rows('ORG001', { kind: 'cash' }, () => true)).toBeUndefined()
  })
})

describe('产品合同', () => {
  test('lists the organisation’s documents by type and effective date, with their sizes', async () => {
    const { token } = loginAs('manager')
    const all = (await contracts(token, 'pageSize=100')).body.data
    expect(all.total).toBeGreaterThan(90)
    expect(all.list.every((d) => d.fundCode.startsWith('SXA') && d.size > 1000)).toBe(true)
    const kinds = (await contracts(token, 'docType=supplement&pageSize=100')).body.data.list
    expect(kinds.length).toBeGreaterThan(0)
    expect(kinds.every((d) => d.docType === 'supplement' && d.version === '1.1')).toBe(true)
    const latest = (await contracts(token, 'sort=-effectiveDate&pageSize=10')).body.data.list
    expect(latest[0]!.effectiveDate <= fromAuthored('2026-10-31')).toBe(true)
    const dated = 'effectiveFrom=2026-01-01&effectiveTo=2026-12-31&pageSize=100'
    const recent = (await contracts(token, dated)).body.data.list
    expect(recent.every((d) => d.effectiveDate.startsWith('2026'))).toBe(true)
    expect((await contracts(token, 'docType=nda')).body.msg).toBe(FUND_CONTRACT_MSG.docType)
  })

  test('a document’s PDF is its own organisation’s only', async () => {
    const { token } = loginAs('manager')
    const doc = (await contracts(token, 'fund=SXA001&pageSize=10')).body.data.list[0]!
    const url = `${API}/rest/product/contractFile/${encodeURIComponent(doc.docId)}`
    const file = await fetch(url, { headers: { Authorization: token } })
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(bytes.length).toBe(doc.size)
    const admin = loginAs('admin')
    const refused = await fetch(url, { headers: { Authorization: admin.token } })
    expect(refused.status).toBe(404)
    expect(((await refused.json()) as { msg: string }).msg).toBe(FUND_CONTRACT_MSG.gone)
  })
})
