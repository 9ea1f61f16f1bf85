import type { EmailReportType, EmailFrequency } from '@contract/api/valuation-reports'
import { beijingToday } from '@contract/beijing-time'
import { isoOf } from './seed-custodian-time'
import type { FundRecord, PendingItemRecord } from './types'
import { fundLedgerOf, hasBooks } from './valuation-ledger'
import type { EmailTypeRecord, ValuationReportTables } from './valuation-report-types'
import { vouchersBetween } from './valuation-vouchers'
import { fromAuthored } from './authored-dates'

/*
 * 增值税, 报表, 凭证 and 发送配置's records (docs/api.md "估值核对：增值税、报表、凭证、发送配置"):
 * each organisation's recipient types, and what waits on the manager — the last complete
 * month's 增值税 (T00051) and 报表 (T00054) of its first funds, and the last valuation day's
 * vouchers of one or two funds (T00055), held back from the daily send.
 */

/** Each organisation's mail domain. */
export const ORG_MAIL_DOMAIN: Readonly<Record<string, string>> = {
  ORG001: 'quanchengpe.com.cn',
  ORG002: 'qiluam.com',
  ORG003: 'taishaninv.com',
}

/** The fund administrator's mailbox: the daily voucher batches go to it. */
export const SERVICE_MAILBOX = [
  'fa-service@qlbank-custody.com.cn',
  'fa-review@qlbank-custody.com.cn',
]

type TypeSeed = [
  name: string,
  users: string[],
  reportTypes: EmailReportType[],
  frequency: EmailFrequency,
  enabled: boolean,
  remark: string,
]
const TYPES: readonly TypeSeed[] = [
  [
    '管理人运营',
    ['yunying', 'liqiang'],
    ['valuation', 'nav', 'report'],
    'daily',
    true,
    '每日估值核对完成后发送',
  ],
  ['投资经理', ['touzi', 'chenli', 'sunjing'], ['valuation', 'nav'], 'daily', true, ''],
  ['外包服务商', [], ['voucher', 'valuation'], 'daily', true, '托管行外包服务部收取凭证'],
  ['监管报送', ['baosong'], ['report', 'nav'], 'monthly', true, '月度报表报送协会前核对'],
  ['审计机构', ['audit.qlcpa'], ['report'], 'monthly', false, '年审期间启用'],
]

function emailTypesOf(orgId: string, o: number): EmailTypeRecord[] {
  const domain = ORG_MAIL_DOMAIN[orgId] ?? 'example.com'
  return TYPES.map(([name, users, reportTypes, frequency, enabled, remark], i) => ({
    typeId: `ET${o + 1}${String(i + 1).padStart(2, '0')}`,
    orgId,
    name,
    recipients: users.length ? users.map((u) => `${u}@${domain}`) : [...SERVICE_MAILBOX],
    reportTypes,
    frequency,
    status: enabled ? 'enabled' : 'disabled',
    remark,
    updatedBy: '系统初始化',
    updatedAt: fromAuthored(`2026-0${3 + i}-1${i} 10:30:00`),
  }))
}

/** How many funds of each organisation have something waiting, by kind. */
const WAITING: Readonly<Record<string, { vat: number; report: number; vouchers: number }>> = {
  ORG001: { vat: 3, report: 2, vouchers: 2 },
  ORG002: { vat: 2, report: 1, vouchers: 1 },
  ORG003: { vat: 2, report: 2, vouchers: 1 },
}

/** 09:00 Beijing on the 3rd of the month after a period (YYYY-MM). */
const nextMonthDay = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number]
  return isoOf(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-03 09:00:00`)
}
/** Not after the start of Beijing's today (not now: the same seed whatever the minute). */
const notLater = (iso: string) => {
  const today = isoOf(`${beijingToday()} 00:00:00`)
  return iso < today ? iso : today
}

export const valuationTitles = {
  vat: (fundName: string, period: string) => `${fundName} ${period} 增值税待确认`,
  report: (fundName: string, period: string) => `${fundName} ${period} 报表待确认`,
  voucher: (fundName: string, voucherNo: string) => `${fundName} 凭证 ${voucherNo} 待发送`,
}

export function seedValuationReports(funds: readonly FundRecord[]): {
  tables: ValuationReportTables
  pending: PendingItemRecord[]
} {
  const pending: PendingItemRecord[] = []
  const held: string[] = []
  const orgIds = Object.keys(WAITING)
  orgIds.forEach((orgId) => {
    const waiting = WAITING[orgId]!
    const mine = funds.filter((f) => f.orgId === orgId && hasBooks(f))
    mine.slice(0, Math.max(waiting.vat, waiting.report, waiting.vouchers)).forEach((fund, i) => {
      const ledger = fundLedgerOf(fund)
      const month = ledger?.months.at(-1)
      if (!ledger || !month) return
      const createdAt = notLater(nextMonthDay(month.period))
      const item = { orgId, createdAt }
      if (i < waiting.vat) {
        const id = `VAT-${fund.fundCode}-${month.period}`
        pending.push({
          ...item,
          id,
          todoKey: 'T00051',
          title: valuationTitles.vat(fund.fundName, month.period),
        })
      }
      if (i < waiting.report) {
        const id = `FR-${fund.fundCode}-${month.period}`
        pending.push({
          ...item,
          id,
          todoKey: 'T00054',
          title: valuationTitles.report(fund.fundName, month.period),
        })
      }
      if (i < waiting.vouchers) {
        const day = ledger.days.at(-1)!.date
        held.push(`${fund.fundCode}/${day}`)
        for (const v of vouchersBetween(ledger, day, day)) {
          pending.push({
            id: voucherIdOf(fund.fundCode, day, v.voucher.index),
            todoKey: 'T00055',
            orgId,
            title: valuationTitles.voucher(fund.fundName, v.no),
            createdAt: notLater(isoOf(`${day} 20:00:00`)),
          })
        }
      }
    })
  })
  return {
    tables: {
      emailRecipientTypes: orgIds.flatMap(emailTypesOf),
      voucherSendRecords: [],
      valuationConfirmations: {},
      voucherHeldBatches: held,
      voucherResent: {},
    },
    pending,
  }
}

/** {fundCode}-{yyyymmdd}-{n} */
export const voucherIdOf = (fundCode: string, date: string, index: number) =>
  `${fundCode}-${date.replaceAll('-', '')}-${index}`
