import type { DayLedger, FundLedger, MonthLedger } from './valuation-ledger'

/*
 * 凭证: the accounting vouchers (记账凭证) of a fund's valuation day, made from the day's
 * ledger, so a month's vouchers post exactly its 利润表 (and the month-end 增值税 voucher its
 * 增值税 row). Each voucher balances: debits = credits. Amounts in cents.
 */

export interface VoucherEntry {
  code: string
  name: string
  debit: number
  credit: number
}

export interface LedgerVoucher {
  /** Position in the day (1…). */
  index: number
  summary: string
  entries: VoucherEntry[]
}

export const VOUCHER_MAKER = '外包服务部'

const dr = (code: string, name: string, amount: number): VoucherEntry => ({
  code,
  name,
  debit: amount,
  credit: 0,
})
const cr = (code: string, name: string, amount: number): VoucherEntry => ({
  code,
  name,
  debit: 0,
  credit: amount,
})
/** A debit when positive, a credit of the size when negative. */
const signed = (code: string, name: string, amount: number) =>
  amount >= 0 ? dr(code, name, amount) : cr(code, name, -amount)

/** The vouchers of one valuation day, in order; lines of 0 are left out. */
export function vouchersOfDay(day: DayLedger, month?: MonthLedger): LedgerVoucher[] {
  const drafts: Array<[summary: string, entries: VoucherEntry[]]> = []
  if (day.subscription) {
    drafts.push([
      '基金成立，募集资金划入托管户',
      [dr('1002', '银行存款', day.subscription), cr('4001', '实收基金', day.subscription)],
    ])
  }
  const fees = day.managementFee + day.custodyFee + day.serviceFee
  if (fees) {
    drafts.push([
      '计提管理人报酬、托管费、外包服务费',
      [
        dr('6403', '管理人报酬', day.managementFee),
        dr('6404', '托管费', day.custodyFee),
        dr('6405', '外包服务费', day.serviceFee),
        cr('2206', '应付管理人报酬', day.managementFee),
        cr('2207', '应付托管费', day.custodyFee),
        cr('2208', '应付外包服务费', day.serviceFee),
      ],
    ])
  }
  const interest = day.depositInterest + day.bondInterest
  if (interest) {
    drafts.push([
      '计提存款及债券利息',
      [
        dr('1204', '应收利息', interest),
        cr('6011.01', '利息收入-存款利息收入', day.depositInterest),
        cr('6011.02', '利息收入-债券利息收入', day.bondInterest),
      ],
    ])
  }
  if (day.saleProceeds) {
    const gain = day.transferGain
    drafts.push([
      '卖出证券，确认转让差价及交易费用',
      [
        dr('3003', '证券清算款', day.saleProceeds),
        dr('6406', '交易费用', day.tradingFee),
        ...(gain < 0 ? [dr('6111.01', '投资收益-证券买卖差价收入', -gain)] : []),
        cr('1102.01', '交易性金融资产-成本', day.saleProceeds - gain),
        ...(gain > 0 ? [cr('6111.01', '投资收益-证券买卖差价收入', gain)] : []),
        cr('2209', '应付交易费用', day.tradingFee),
      ],
    ])
  }
  if (day.dividendIncome) {
    drafts.push([
      '确认股利收益',
      [
        dr('1203', '应收股利', day.dividendIncome),
        cr('6111.03', '投资收益-股利收益', day.dividendIncome),
      ],
    ])
  }
  if (day.fairValueChange) {
    const fv = day.fairValueChange
    drafts.push([
      fv > 0 ? '证券估值增值' : '证券估值减值',
      [
        signed('1102.99', '交易性金融资产-公允价值变动', fv),
        signed('6101', '公允价值变动损益', -fv),
      ],
    ])
  }
  if (day.taxes && month) {
    const v = month.vat
    drafts.push([
      `计提${month.period}增值税及附加税费`,
      [
        dr('6409', '税金及附加', v.totalTax),
        cr('2221.01', '应交税费-应交增值税', v.vat),
        cr('2221.02', '应交税费-城市维护建设税', v.cityTax),
        cr('2221.03', '应交税费-教育费附加', v.educationSurcharge),
        cr('2221.04', '应交税费-地方教育附加', v.localEducation),
      ],
    ])
  }
  if (day.distribution) {
    drafts.push([
      '向基金份额持有人分配利润',
      [dr('4104', '利润分配', day.distribution), cr('1002', '银行存款', day.distribution)],
    ])
  }
  return drafts.map(([summary, entries], i) => ({
    index: i + 1,
    summary,
    entries: entries.filter((e) => e.debit || e.credit),
  }))
}

/** The month's ledger a day belongs to, if the month is complete. */
export const monthOfDay = (ledger: FundLedger, date: string) =>
  ledger.months.find((m) => m.period === date.slice(0, 7))

/**
 * The vouchers of each valuation day of a fund, with their numbers through the month
 * (记-YYYYMM-NNNN), for days from `from` to `to` (both included).
 */
export function vouchersBetween(ledger: FundLedger, from: string, to: string) {
  const out: Array<{ date: string; no: string; voucher: LedgerVoucher }> = []
  let period = ''
  let seq = 0
  const monthStart = `${from.slice(0, 7)}-01`
  const start = ledger.days.findIndex((d) => d.date >= monthStart)
  for (const day of start < 0 ? [] : ledger.days.slice(start)) {
    if (day.date > to) break
    if (day.date.slice(0, 7) !== period) {
      period = day.date.slice(0, 7)
      seq = 0
    }
    const list = vouchersOfDay(day, monthOfDay(ledger, day.date))
    for (const voucher of list) {
      seq += 1
      if (day.date >= from) {
        out.push({
          date: day.date,
          no: `记-${period.replace('-', '')}-${String(seq).padStart(4, '0')}`,
          voucher,
        })
      }
    }
  }
  return out
}
