import { http } from 'msw'
import { SEND_RESULT_LABEL, type VoucherSendRecord } from '@contract/api/valuation-reports'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import type { FundRecord } from '../db/types'
import { fundLedgerOf, type FundLedger } from '../db/valuation-ledger'
import type { StoredSendRecord } from '../db/valuation-report-types'
import { vouchersBetween } from '../db/valuation-vouchers'
import { dateRangeOf, pageOrFail, problemOf, searchOf } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import { bookFundFilter, bookFundsOf, ledgersOf, VALUATION_MSG } from './valuation-report-common'
import { autoRecordOf, isHeld, voucherKey } from './valuation-voucher-common'

/*
 * 会计凭证发送记录 (/account-voucher-record): the daily batches (generated) and users' sends
 * (stored), newest first, filtered by fund, send date, result and mode; 重发 sends a record's
 * vouchers again to the same recipients, as a new record.
 */

type Light = Omit<VoucherSendRecord, 'voucherCount' | 'voucherNos'> & { ledger?: FundLedger }

const view = ({ orgId: _o, voucherIds: _v, ...record }: StoredSendRecord): VoucherSendRecord =>
  record

/** The vouchers a generated batch sent. */
const batchOf = (ledger: FundLedger, date: string) =>
  vouchersBetween(ledger, date, date).map((v) => ({
    id: voucherKey(ledger.fund.fundCode, date, v.voucher.index),
    no: v.no,
  }))

function complete(row: Light): VoucherSendRecord {
  const { ledger, ...record } = row
  if (!ledger) return record as VoucherSendRecord
  const batch = batchOf(ledger, record.voucherDate)
  const resentBy = db.state.voucherResent[record.recordId]
  return {
    ...record,
    voucherCount: batch.length,
    voucherNos: batch.slice(0, 5).map((v) => v.no),
    ...(resentBy ? { resentBy } : {}),
  }
}

/** A generated batch of the organisation by its id (VR-{fundCode}-{yyyymmdd}). */
function generatedOf(orgId: string, id: string) {
  const match = /^VR-([A-Z0-9]+)-(\d{4})(\d{2})(\d{2})$/.exec(id)
  const fund = match && bookFundsOf(orgId).find((f) => f.fundCode === match[1])
  const ledger = fund && fundLedgerOf(fund)
  const date = match && `${match[2]}-${match[3]}-${match[4]}`
  if (!ledger || !date || isHeld(ledger.fund.fundCode, date)) return undefined
  return ledger.days.some((d) => d.date === date) ? { ledger, date } : undefined
}

export const valuationVoucherRecordHandlers = [
  http.post(
    api('/rest/valuation/queryVoucherRecords'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const get = searchOf(request)
      const funds = bookFundFilter(get, org.orgId)
      const range = dateRangeOf(get)
      const problem = [funds, range].map(problemOf).find(Boolean)
      if (problem) return fail(problem)
      const result = get('result')
      const mode = get('mode')
      if (result && !Object.hasOwn(SEND_RESULT_LABEL, result)) return fail(VALUATION_MSG.status)
      if (mode && mode !== 'auto' && mode !== 'manual') return fail(VALUATION_MSG.status)
      const { from, to } = range as { from?: string; to?: string }
      const codes = new Set((funds as FundRecord[]).map((f) => f.fundCode))
      const fits = (r: Light) =>
        codes.has(r.fundCode) &&
        (!from || r.sentAt.slice(0, 10) >= from) &&
        (!to || r.sentAt.slice(0, 10) <= to) &&
        (!result || r.result === result) &&
        (!mode || r.mode === mode)
      const rows: Light[] = db.state.voucherSendRecords
        .filter((r) => r.orgId === org.orgId)
        .map(view)
        .filter(fits)
      if (mode !== 'manual') {
        for (const ledger of ledgersOf(funds as FundRecord[])) {
          for (const day of ledger.days) {
            if (isHeld(ledger.fund.fundCode, day.date)) continue
            const row: Light = { ...autoRecordOf(ledger, day.date), ledger }
            if (fits(row)) rows.push(row)
          }
        }
      }
      rows.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.recordId.localeCompare(a.recordId))
      const page = paginate(rows, paging.page)
      return ok<PagedList<VoucherSendRecord>>({ ...page, list: page.list.map(complete) })
    }),
  ),

  http.post(
    api('/rest/valuation/resendVoucherRecord'),
    withAuth(({ request }, { org, user }) => {
      const id = searchOf(request)('recordId') ?? ''
      const stored = db.state.voucherSendRecords.find(
        (r) => r.orgId === org.orgId && r.recordId === id,
      )
      const generated = stored ? undefined : generatedOf(org.orgId, id)
      if (!stored && !generated) return fail(VALUATION_MSG.gone)
      const original = stored
        ? view(stored)
        : complete({
            ...autoRecordOf(generated!.ledger, generated!.date),
            ledger: generated!.ledger,
          })
      const voucherIds = stored
        ? stored.voucherIds
        : batchOf(generated!.ledger, generated!.date).map((v) => v.id)
      const record: StoredSendRecord = {
        ...original,
        recordId: `VS${String(db.state.voucherSendRecords.length + 1).padStart(6, '0')}`,
        orgId: org.orgId,
        voucherIds,
        sentAt: beijingNow(),
        mode: 'manual',
        sender: user.realName,
        result: 'success',
        failReason: undefined,
        resentBy: undefined,
        resendOf: id,
      }
      db.state.voucherSendRecords.push(record)
      if (stored) stored.resentBy = record.recordId
      else db.state.voucherResent[id] = record.recordId
      voucherIds.forEach((v) => closePending(v, '已发送'))
      return ok(view(record))
    }),
  ),
]
