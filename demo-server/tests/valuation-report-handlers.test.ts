import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { VALUATION_MSG } from '../handlers/valuation-report-common'
import { EMAIL_MSG } from '../handlers/valuation-email-handlers'
import { VOUCHER_MSG } from '../handlers/valuation-voucher-handlers'
import type { PagedList } from '@contract/api/paged-list'
import type {
  EmailRecipientType,
  FinancialReportPage,
  FinancialStatements,
  VatAccrual,
  VatPage,
  VoucherDetail,
  VoucherPage,
  VoucherSendRecord,
} from '@contract/api/valuation-reports'
import { loginAs } from './login-as'

/** A raw call to the demo backend's 估值核对 endpoints (no client interceptors). */
async function call<T>(path: string, token: string, query: object = {}, json?: unknown) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString()
  const response = await fetch(`http://localhost/ceres/api/rest/valuation/${path}?${search}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as { status: string; data: T; msg: string }
}

async function counts(token: string, userId: string) {
  const response = await fetch(
    `http://localhost/ceres/api/rest/maintenance/queryToDoCount?userId=${userId}`,
    { method: 'POST', headers: { Authorization: token } },
  )
  return ((await response.json()) as { data: Record<string, number> }).data
}

const as = (userName: 'manager' | 'admin', org = 0) => {
  const session = loginAs(userName, org)
  return { token: session.token, userId: session.userId }
}
const cents = (n: number) => Math.round(n * 100)

describe('增值税', () => {
  test('the last six months by default, 合计 over every row; 确认 lowers T00051', async () => {
    const { token, userId } = as('manager')
    const first = await call<VatPage>('queryVat', token, { pageNo: 1, pageSize: 100 })
    const page = first.data
    const rest = await call<VatPage>('queryVat', token, { pageNo: 2, pageSize: 100 })
    const rows = [...page.list, ...rest.data.list]
    expect(rows).toHaveLength(page.total)
    const periods = [...new Set(rows.map((r) => r.period))]
    expect(periods).toHaveLength(6)
    expect([page.beginPeriod, page.endPeriod]).toEqual([periods[5], periods[0]])
    const sum = rows.reduce((s, r) => s + cents(r.totalTax), 0)
    expect(cents(page.totals.totalTax)).toBe(sum)
    for (const r of rows) {
      expect(cents(r.vat) + cents(r.surcharges)).toBe(cents(r.totalTax))
      expect(cents(r.netSales) + cents(r.vat)).toBe(cents(r.taxableIncome))
    }
    expect((await counts(token, userId)).T00051).toBe(3)
    const waiting = rows.filter((r) => r.status === 'pending')
    expect(waiting).toHaveLength(3)
    const done = await call<VatAccrual>('confirmVat', token, { vatId: waiting[0]!.vatId })
    expect(done.data).toMatchObject({ status: 'confirmed', confirmedBy: '王经理' })
    expect((await counts(token, userId)).T00051).toBe(2)
    const again = await call('confirmVat', token, { vatId: waiting[0]!.vatId })
    expect(again.msg).toBe(VALUATION_MSG.confirmed)
  })

  test('bad parameters and another organisation’s records are refused', async () => {
    const { token } = as('manager')
    const refusal = async (query: object) =>
      (await call('queryVat', token, { pageNo: 1, pageSize: 20, ...query })).msg
    expect(await refusal({ fundCode: 'SXC004' })).toBe(VALUATION_MSG.fund)
    expect(await refusal({ beginPeriod: '2026-13' })).toBe(VALUATION_MSG.period)
    expect(await refusal({ beginPeriod: '2026-05', endPeriod: '2026-02' })).toBe(
      VALUATION_MSG.periodRange,
    )
    expect(await refusal({ beginPeriod: '2023-01', endPeriod: '2026-01' })).toBe(
      VALUATION_MSG.periodSpan,
    )
    expect(await refusal({ status: 'done' })).toBe(VALUATION_MSG.status)
    expect(await refusal({ pageSize: 0 })).toBe('分页参数不正确')
    const theirs = db.state.pendingItems.find((p) => p.todoKey === 'T00051' && p.orgId === 'ORG003')
    expect((await call('confirmVat', token, { vatId: theirs!.id })).msg).toBe(VALUATION_MSG.gone)
    expect(
      (await call('financialReportDetail', token, { reportId: 'FR-SXC004-2026-01' })).msg,
    ).toBe(VALUATION_MSG.gone)
  })
})

describe('报表', () => {
  test('statements tie; 确认 lowers T00054', async () => {
    const { token, userId } = as('admin')
    expect((await counts(token, userId)).T00054).toBe(2)
    const list = await call<FinancialReportPage>('queryFinancialReports', token, {
      status: 'pending',
      pageNo: 1,
      pageSize: 20,
    })
    expect(list.data.total).toBe(2)
    const id = list.data.list[0]!.reportId
    const detail = (
      await call<FinancialStatements>('financialReportDetail', token, { reportId: id })
    ).data
    const line = (key: string) => cents(detail.balanceSheet.find((l) => l.key === key)!.current!)
    expect(line('totalAssets')).toBe(line('totalLiabilities') + line('netAssets'))
    expect(line('netAssets')).toBe(cents(detail.netAssets))
    const profit = detail.incomeStatement.find((l) => l.key === 'netProfit')!.current!
    expect(cents(profit)).toBe(cents(detail.profit))
    const done = await call<FinancialStatements>('confirmFinancialReport', token, { reportId: id })
    expect(done.data.status).toBe('confirmed')
    expect((await counts(token, userId)).T00054).toBe(1)
  })
})

describe('凭证 and their sends', () => {
  test('a voucher balances; 发送 needs good addresses, closes T00055 and is recorded', async () => {
    const { token, userId } = as('manager')
    const pending = await call<VoucherPage>('queryVouchers', token, {
      sendStatus: 'pending',
      pageNo: 1,
      pageSize: 50,
    })
    const held = pending.data.list
    expect(held.length).toBe((await counts(token, userId)).T00055)
    const detail = (
      await call<VoucherDetail>('voucherDetail', token, { voucherId: held[0]!.voucherId })
    ).data
    const sum = (k: 'debit' | 'credit') => detail.lines.reduce((s, l) => s + cents(l[k]), 0)
    expect(sum('debit')).toBe(sum('credit'))
    expect(cents(detail.debitTotal)).toBe(sum('credit'))
    const ids = held.map((v) => v.voucherId)
    const bad = await call(
      'sendVouchers',
      token,
      {},
      { voucherIds: ids, typeIds: [], extraRecipients: ['a@b.cn', 'wrong@'] },
    )
    expect(bad.msg).toBe('邮箱地址格式不正确：wrong@')
    const none = await call('sendVouchers', token, {}, { voucherIds: ids, typeIds: [] })
    expect(none.msg).toBe(VOUCHER_MSG.noRecipients)
    const foreign = await call(
      'sendVouchers',
      token,
      {},
      { voucherIds: ['SXC004-20260105-1'], typeIds: ['ET101'] },
    )
    expect(foreign.msg).toBe(VOUCHER_MSG.voucher)
    const sent = await call<VoucherSendRecord[]>(
      'sendVouchers',
      token,
      {},
      {
        voucherIds: ids,
        typeIds: ['ET103'],
        extraRecipients: ['auditor@qlcpa.cn'],
      },
    )
    expect(sent.data.map((r) => r.recipientTypes)).toEqual([
      '外包服务商、其他收件人',
      '外包服务商、其他收件人',
    ])
    expect((await counts(token, userId)).T00055).toBe(0)
    const records = await call<PagedList<VoucherSendRecord>>('queryVoucherRecords', token, {
      mode: 'manual',
      pageNo: 1,
      pageSize: 10,
    })
    expect(records.data.total).toBe(2)
    expect(records.data.list[0]!.recipients).toContain('auditor@qlcpa.cn')
  })

  test('重发 a failed daily batch makes a new record and marks the old one', async () => {
    const { token } = as('manager')
    const failed = await call<PagedList<VoucherSendRecord>>('queryVoucherRecords', token, {
      result: 'failed',
      pageNo: 1,
      pageSize: 10,
    })
    const old = failed.data.list[0]!
    expect(old.failReason).toBeTruthy()
    const again = await call<VoucherSendRecord>('resendVoucherRecord', token, {
      recordId: old.recordId,
    })
    expect(again.data).toMatchObject({
      result: 'success',
      resendOf: old.recordId,
      sender: '王经理',
    })
    const after = await call<PagedList<VoucherSendRecord>>('queryVoucherRecords', token, {
      result: 'failed',
      pageNo: 1,
      pageSize: 10,
    })
    expect(after.data.list.find((r) => r.recordId === old.recordId)?.resentBy).toBe(
      again.data.recordId,
    )
    const { token: other } = as('admin')
    expect((await call('resendVoucherRecord', other, { recordId: old.recordId })).msg).toBe(
      VALUATION_MSG.gone,
    )
  })
})

describe('发送配置', () => {
  test('every address is checked server-side; a save persists; delete removes it', async () => {
    const { token } = as('manager')
    const list = await call<PagedList<EmailRecipientType>>('queryEmailTypes', token, {
      pageNo: 1,
      pageSize: 20,
    })
    expect(list.data.list.map((t) => t.name)).toEqual([
      '管理人运营',
      '投资经理',
      '外包服务商',
      '监管报送',
      '审计机构',
    ])
    const type = list.data.list[0]!
    const save = (change: object) =>
      call<EmailRecipientType>('saveEmailType', token, {}, { ...type, ...change })
    expect((await save({ recipients: ['ok@a.cn', 'bad@@a.cn', 'no-at.cn'] })).msg).toBe(
      '邮箱地址格式不正确：bad@@a.cn、no-at.cn',
    )
    expect((await save({ recipients: ['ok@a.cn', 'OK@a.cn'] })).msg).toBe(
      EMAIL_MSG.duplicate('OK@a.cn'),
    )
    expect((await save({ recipients: [] })).msg).toBe(EMAIL_MSG.noRecipients)
    expect((await save({ reportTypes: [] })).msg).toBe(EMAIL_MSG.reportTypes)
    expect((await save({ frequency: 'hourly' })).msg).toBe(EMAIL_MSG.frequency)
    expect((await save({ name: '投资经理' })).msg).toBe(EMAIL_MSG.nameTaken)
    const saved = await save({ recipients: ['new.ops@quanchengpe.com.cn'], frequency: 'weekly' })
    expect(saved.data).toMatchObject({
      recipients: ['new.ops@quanchengpe.com.cn'],
      frequency: 'weekly',
      updatedBy: '王经理',
    })
    const read = await call<EmailRecipientType>('emailTypeDetail', token, { typeId: type.typeId })
    expect(read.data.frequency).toBe('weekly')
    const { typeId: _t, ...fresh } = type
    const added = await call<EmailRecipientType>(
      'saveEmailType',
      token,
      {},
      { ...fresh, name: '托管行' },
    )
    expect(added.data.typeId).toBe('ET106')
    await call('deleteEmailType', token, { typeId: added.data.typeId })
    expect((await call('emailTypeDetail', token, { typeId: added.data.typeId })).msg).toBe(
      VALUATION_MSG.gone,
    )
    const { token: other } = as('admin')
    expect((await call('emailTypeDetail', other, { typeId: type.typeId })).msg).toBe(
      VALUATION_MSG.gone,
    )
    expect((await call('deleteEmailType', other, { typeId: type.typeId })).msg).toBe(
      VALUATION_MSG.gone,
    )
  })
})
