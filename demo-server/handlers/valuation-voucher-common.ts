import {
  type Voucher,
  type VoucherDetail,
  type VoucherSendRecord,
  type VoucherSendStatus,
} from '@contract/api/valuation-reports'
import { db } from '../db/db'
import { hashText } from '../db/random'
import { SERVICE_MAILBOX, voucherIdOf } from '../db/seed-valuation-reports'
import { fundLedgerOf, type FundLedger } from '../db/valuation-ledger'
import { VOUCHER_MAKER, vouchersBetween, type LedgerVoucher } from '../db/valuation-vouchers'
import { isPending } from './pending'
import { bookFundsOf, yuan } from './valuation-report-common'

/*
 * 凭证 and their sends: a voucher from its id, its 发送状态, and the daily batches — after each
 * valuation day the system mails the day's vouchers to the fund administrator (外包服务商);
 * those batches are generated from (fund, day), never stored, except the days held back for
 * the manager (voucherHeldBatches). Users' sends and resends are stored.
 */

export const voucherKey = voucherIdOf

export interface FoundVoucher {
  ledger: FundLedger
  date: string
  no: string
  voucher: LedgerVoucher
}

/** The organisation's voucher by its id ({fundCode}-{yyyymmdd}-{n}). */
export function voucherOfId(orgId: string, id: unknown): FoundVoucher | undefined {
  const match =
    typeof id === 'string' ? /^([A-Z0-9]+)-(\d{4})(\d{2})(\d{2})-(\d{1,2})$/.exec(id) : null
  if (!match) return undefined
  const [, code, y, m, d, n] = match
  const fund = bookFundsOf(orgId).find((f) => f.fundCode === code)
  const ledger = fund && fundLedgerOf(fund)
  if (!ledger) return undefined
  const date = `${y}-${m}-${d}`
  const found = vouchersBetween(ledger, date, date).find((v) => v.voucher.index === Number(n))
  return found && { ledger, ...found }
}

/** Each voucher's latest stored send result, for one organisation. */
export function storedResults(orgId: string) {
  const results = new Map<string, VoucherSendRecord['result']>()
  for (const record of db.state.voucherSendRecords) {
    if (record.orgId !== orgId) continue
    for (const id of record.voucherIds) results.set(id, record.result)
  }
  return results
}

export const isHeld = (fundCode: string, date: string) =>
  db.state.voucherHeldBatches.includes(`${fundCode}/${date}`)

const FAILURES = [
  '收件人邮箱容量已满，邮件被退回',
  '邮件服务器连接超时',
  '附件超过收件服务器大小限制',
]

/** The daily batch of a fund's day, without its vouchers (cheap: a list makes thousands). */
export function autoRecordOf(ledger: FundLedger, date: string) {
  const { fundCode, fundName } = ledger.fund
  const h = hashText(`${fundCode}/${date}/send`)
  const failed = h % 23 === 0
  const clock = `20:${30 + (h % 30)}:${String((h >>> 7) % 60).padStart(2, '0')}`
  return {
    recordId: `VR-${fundCode}-${date.replaceAll('-', '')}`,
    fundCode,
    fundName,
    voucherDate: date,
    sentAt: `${date} ${clock}`,
    mode: 'auto' as const,
    sender: '系统自动发送',
    recipientTypes: '外包服务商',
    recipients: [...SERVICE_MAILBOX],
    result: failed ? ('failed' as const) : ('success' as const),
    ...(failed ? { failReason: FAILURES[(h >>> 3) % FAILURES.length] } : {}),
  }
}

/** A voucher's 发送状态: waiting on the manager, else its latest send's result. */
export function sendStatusOf(
  found: Pick<FoundVoucher, 'ledger' | 'date' | 'voucher'>,
  stored: ReadonlyMap<string, VoucherSendRecord['result']>,
): VoucherSendStatus {
  const id = voucherKey(found.ledger.fund.fundCode, found.date, found.voucher.index)
  if (isPending(id)) return 'pending'
  const result =
    stored.get(id) ??
    (isHeld(found.ledger.fund.fundCode, found.date)
      ? 'success'
      : autoRecordOf(found.ledger, found.date).result)
  return result === 'success' ? 'sent' : 'failed'
}

export function voucherView(found: FoundVoucher, status: VoucherSendStatus): Voucher {
  const { ledger, date, no, voucher } = found
  return {
    voucherId: voucherKey(ledger.fund.fundCode, date, voucher.index),
    voucherNo: no,
    fundCode: ledger.fund.fundCode,
    fundName: ledger.fund.fundName,
    date,
    summary: voucher.summary,
    amount: yuan(voucher.entries.reduce((s, e) => s + e.debit, 0)),
    lineCount: voucher.entries.length,
    maker: VOUCHER_MAKER,
    sendStatus: status,
  }
}

export function voucherDetailOf(found: FoundVoucher, status: VoucherSendStatus): VoucherDetail {
  const entries = found.voucher.entries
  return {
    ...voucherView(found, status),
    lines: entries.map((e) => ({
      accountCode: e.code,
      accountName: e.name,
      debit: yuan(e.debit),
      credit: yuan(e.credit),
    })),
    debitTotal: yuan(entries.reduce((s, e) => s + e.debit, 0)),
    creditTotal: yuan(entries.reduce((s, e) => s + e.credit, 0)),
  }
}
