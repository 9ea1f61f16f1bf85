import { http } from 'msw'
import {
  badAddressMessage,
  isEmailAddress,
  VOUCHER_SEND_STATUS_LABEL,
  type Voucher,
  type VoucherPage,
  type VoucherSendRequest,
} from '@contract/api/valuation-reports'
import { db } from '../db/db'
import { lastDataDay } from '../db/fee-schedule'
import { beijingNow } from '../db/seed-custodian-time'
import { addDays } from '../db/trading-days'
import type { FundRecord } from '../db/types'
import type { StoredSendRecord } from '../db/valuation-report-types'
import { vouchersBetween } from '../db/valuation-vouchers'
import {
  bodyOf,
  dateRangeOf,
  pageOrFail,
  problemOf,
  readerOf,
  searchOf,
  sorted,
  sortOf,
  type ParamReader,
  type SortState,
} from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import { bookFundFilter, ledgersOf, statusFilterOf, VALUATION_MSG } from './valuation-report-common'
import {
  sendStatusOf,
  storedResults,
  voucherDetailOf,
  voucherOfId,
  voucherView,
  type FoundVoucher,
} from './valuation-voucher-common'

/*
 * 凭证 (docs/api.md "估值核对：增值税、报表、凭证、发送配置"): the vouchers of the organisation's
 * funds over a date range (the last seven days when none), one with its lines, and 发送 to
 * recipient types and more addresses: a record per fund and day, closing the T00055 items.
 */

export const VOUCHER_MSG = {
  noVouchers: '请选择要发送的凭证',
  tooMany: '一次最多发送200张凭证',
  voucher: '凭证不存在或不属于本机构',
  type: '收件人类型不存在或已停用',
  noRecipients: '请选择收件人类型或填写收件人邮箱',
} as const

const SORTS = ['date', 'amount'] as const
const MAX_SPAN_DAYS = 366

type VoucherQuery = { rows: Voucher[]; from: string; to: string; sort?: SortState }

function voucherQuery(get: ParamReader, orgId: string): VoucherQuery | { problem: string } {
  const funds = bookFundFilter(get, orgId)
  const range = dateRangeOf(get)
  const sort = sortOf(get, SORTS)
  const statusFilter = statusFilterOf(get, 'sendStatus', VOUCHER_SEND_STATUS_LABEL)
  const problem = [funds, range, sort, statusFilter].map(problemOf).find(Boolean)
  if (problem) return { problem }
  const { status } = statusFilter as { status?: string }
  const asked = range as { from?: string; to?: string }
  const to = asked.to ?? (asked.from && asked.from > lastDataDay() ? asked.from : lastDataDay())
  const from = asked.from ?? addDays(to, -6)
  if (addDays(from, MAX_SPAN_DAYS) <= to) return { problem: VALUATION_MSG.dateSpan }
  const keyword = get('keyword')
  const stored = storedResults(orgId)
  const rows: Voucher[] = []
  for (const ledger of ledgersOf(funds as FundRecord[])) {
    for (const v of vouchersBetween(ledger, from, to)) {
      const found: FoundVoucher = { ledger, ...v }
      const row = voucherView(found, sendStatusOf(found, stored))
      if (status && row.sendStatus !== status) continue
      if (keyword && !row.summary.includes(keyword) && !row.voucherNo.includes(keyword)) continue
      rows.push(row)
    }
  }
  rows.sort((a, b) => b.date.localeCompare(a.date) || a.voucherId.localeCompare(b.voucherId))
  return { rows, from, to, sort: sort as SortState | undefined }
}

registerExportSource('valuation-vouchers', {
  pages: ['valuation-check/account-voucher'],
  label: '估值核对-凭证',
  headers: ['凭证号', '日期', '产品代码', '产品名称', '摘要', '金额', '分录数', '制单', '发送状态'],
  widths: [18, 12, 12, 36, 36, 18, 8, 12, 10],
  rows: (orgId, params) => {
    const query = voucherQuery(readerOf(params), orgId)
    if ('problem' in query) return undefined
    return sorted(query.rows, query.sort).map((v) => [
      v.voucherNo,
      v.date,
      v.fundCode,
      v.fundName,
      v.summary,
      v.amount,
      v.lineCount,
      v.maker,
      VOUCHER_SEND_STATUS_LABEL[v.sendStatus],
    ])
  },
})

/** Checks a send's vouchers, types and addresses: the refusal, or what to send to whom. */
function sendPlanOf(body: Partial<VoucherSendRequest>, orgId: string) {
  const ids = Array.isArray(body.voucherIds) ? [...new Set(body.voucherIds)] : []
  if (!ids.length) return { problem: VOUCHER_MSG.noVouchers }
  if (ids.length > 200) return { problem: VOUCHER_MSG.tooMany }
  const vouchers = ids.map((id) => voucherOfId(orgId, id))
  if (vouchers.some((v) => !v)) return { problem: VOUCHER_MSG.voucher }
  const typeIds = Array.isArray(body.typeIds) ? body.typeIds : []
  const types = typeIds.map((id) =>
    db.state.emailRecipientTypes.find(
      (t) => t.orgId === orgId && t.typeId === id && t.status === 'enabled',
    ),
  )
  if (types.some((t) => !t)) return { problem: VOUCHER_MSG.type }
  const extra = (Array.isArray(body.extraRecipients) ? body.extraRecipients : []).map((a) =>
    typeof a === 'string' ? a.trim() : String(a),
  )
  const bad = extra.filter((a) => !isEmailAddress(a))
  if (bad.length) return { problem: badAddressMessage(bad) }
  const recipients = [...new Set([...types.flatMap((t) => t!.recipients), ...extra])]
  if (!recipients.length) return { problem: VOUCHER_MSG.noRecipients }
  const names = types.map((t) => t!.name).concat(extra.length ? ['其他收件人'] : [])
  return { vouchers: vouchers as FoundVoucher[], recipients, recipientTypes: names.join('、') }
}

export const valuationVoucherHandlers = [
  http.post(
    api('/rest/valuation/queryVouchers'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const query = voucherQuery(searchOf(request), org.orgId)
      if ('problem' in query) return fail(query.problem)
      const page = paginate(sorted(query.rows, query.sort), paging.page)
      return ok<VoucherPage>({ ...page, beginDate: query.from, endDate: query.to })
    }),
  ),

  http.post(
    api('/rest/valuation/voucherDetail'),
    withAuth(({ request }, { org }) => {
      const found = voucherOfId(org.orgId, searchOf(request)('voucherId'))
      if (!found) return fail(VOUCHER_MSG.voucher)
      return ok(voucherDetailOf(found, sendStatusOf(found, storedResults(org.orgId))))
    }),
  ),

  http.post(
    api('/rest/valuation/sendVouchers'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<VoucherSendRequest>(request)
      if (!body) return fail(VALUATION_MSG.badBody)
      const plan = sendPlanOf(body, org.orgId)
      if ('problem' in plan) return fail(plan.problem as string)
      const byDay = new Map<string, FoundVoucher[]>()
      for (const v of plan.vouchers) {
        const key = `${v.ledger.fund.fundCode}/${v.date}`
        byDay.set(key, [...(byDay.get(key) ?? []), v])
      }
      const sentAt = beijingNow()
      const records = [...byDay.values()].map((group): StoredSendRecord => {
        const [{ ledger, date }] = group as [FoundVoucher]
        const voucherIds = group.map((v) => voucherView(v, 'sent').voucherId)
        voucherIds.forEach((id) => closePending(id, '已发送'))
        const record: StoredSendRecord = {
          recordId: `VS${String(db.state.voucherSendRecords.length + 1).padStart(6, '0')}`,
          orgId: org.orgId,
          voucherIds,
          fundCode: ledger.fund.fundCode,
          fundName: ledger.fund.fundName,
          voucherDate: date,
          voucherCount: group.length,
          voucherNos: group.slice(0, 5).map((v) => v.no),
          recipientTypes: plan.recipientTypes,
          recipients: plan.recipients,
          sentAt,
          mode: 'manual',
          sender: user.realName,
          result: 'success',
        }
        db.state.voucherSendRecords.push(record)
        return record
      })
      return ok(records.map(({ orgId: _o, voucherIds: _v, ...view }) => view))
    }),
  ),
]
