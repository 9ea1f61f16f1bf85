import type { EquityChangeLine, StatementLine } from '@contract/api/valuation-reports'
import { hashText, seededRandom } from './random'
import type { FundLedger, MonthLedger } from './valuation-ledger'

/*
 * 报表 of a fund for a month, from its ledger (valuation-ledger.ts): 资产负债表 at the month's
 * last valuation day, 利润表 and 净资产变动表 over the month. They tie by construction: assets =
 * liabilities + net assets; 净利润 = the month's profit; opening net assets + profit −
 * distributions + subscriptions = closing; 应交税费 = the month's 增值税及附加 (增值税 page).
 */

/** The balance sheet's figures in cents. */
export interface BalanceFigures {
  cash: number
  reserve: number
  margin: number
  financial: number
  stocks: number
  bonds: number
  funds: number
  others: number
  interestReceivable: number
  dividendReceivable: number
  totalAssets: number
  managementPayable: number
  custodyPayable: number
  servicePayable: number
  tradingFeePayable: number
  taxPayable: number
  totalLiabilities: number
  paidIn: number
  retained: number
  netAssets: number
}

const quarterStart = (period: string) => {
  const month = Number(period.slice(5, 7))
  return `${period.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`
}

export function balanceOf(ledger: FundLedger, month: MonthLedger): BalanceFigures {
  const { days, mix } = ledger
  // Fees are paid each quarter: what has accrued since the quarter began is owed.
  const since = quarterStart(month.period)
  const owed = { managementFee: 0, custodyFee: 0, serviceFee: 0 }
  for (let i = month.to; i >= 0 && days[i]!.date >= since; i -= 1) {
    owed.managementFee += days[i]!.managementFee
    owed.custodyFee += days[i]!.custodyFee
    owed.serviceFee += days[i]!.serviceFee
  }
  const totalLiabilities =
    owed.managementFee + owed.custodyFee + owed.serviceFee + month.tradingFee + month.taxes
  const totalAssets = month.netAssets + totalLiabilities
  const random = seededRandom(hashText(`${ledger.fund.fundCode}/${month.period}/balance`))
  const cash = Math.round(totalAssets * mix.cash * (0.8 + random() * 0.4))
  const reserve = Math.round(totalAssets * mix.reserve)
  const margin = Math.round(totalAssets * mix.margin)
  const interestReceivable = month.depositInterest + month.bondInterest
  const dividendReceivable = month.dividendIncome
  const financial = totalAssets - cash - reserve - margin - interestReceivable - dividendReceivable
  const bondPart = mix.bond + mix.stock > 0 ? mix.bond / (mix.bond + mix.stock) : 0
  const bonds = Math.round(financial * (1 - mix.fund) * bondPart)
  const funds = Math.round(financial * mix.fund)
  const rest = financial - bonds - funds
  return {
    cash,
    reserve,
    margin,
    financial,
    stocks: mix.unlisted ? 0 : rest,
    bonds,
    funds,
    others: mix.unlisted ? rest : 0,
    interestReceivable,
    dividendReceivable,
    totalAssets,
    managementPayable: owed.managementFee,
    custodyPayable: owed.custodyFee,
    servicePayable: owed.serviceFee,
    tradingFeePayable: month.tradingFee,
    taxPayable: month.taxes,
    totalLiabilities,
    paidIn: ledger.paidIn,
    retained: month.netAssets - ledger.paidIn,
    netAssets: month.netAssets,
  }
}

type Row = [key: string, label: string, level: 0 | 1 | 2, kind: StatementLine['kind']]
const yuan = (cents: number | undefined) => (cents === undefined ? null : cents / 100)

function linesOf<T>(rows: readonly Row[], current: T, previous: T | undefined): StatementLine[] {
  return rows.map(([key, label, level, kind]) => ({
    key,
    label,
    level,
    kind,
    current: kind === 'heading' ? null : yuan((current as Record<string, number>)[key]),
    previous:
      kind === 'heading' || !previous ? null : yuan((previous as Record<string, number>)[key]),
  }))
}

const BALANCE_ROWS: readonly Row[] = [
  ['assets', '资产：', 0, 'heading'],
  ['cash', '银行存款', 1, 'item'],
  ['reserve', '结算备付金', 1, 'item'],
  ['margin', '存出保证金', 1, 'item'],
  ['financial', '交易性金融资产', 1, 'item'],
  ['stocks', '其中：股票投资', 2, 'item'],
  ['bonds', '债券投资', 2, 'item'],
  ['funds', '基金投资', 2, 'item'],
  ['others', '其他投资', 2, 'item'],
  ['interestReceivable', '应收利息', 1, 'item'],
  ['dividendReceivable', '应收股利', 1, 'item'],
  ['totalAssets', '资产总计', 0, 'total'],
  ['liabilities', '负债：', 0, 'heading'],
  ['managementPayable', '应付管理人报酬', 1, 'item'],
  ['custodyPayable', '应付托管费', 1, 'item'],
  ['servicePayable', '应付外包服务费', 1, 'item'],
  ['tradingFeePayable', '应付交易费用', 1, 'item'],
  ['taxPayable', '应交税费', 1, 'item'],
  ['totalLiabilities', '负债合计', 0, 'total'],
  ['equity', '净资产：', 0, 'heading'],
  ['paidIn', '实收基金', 1, 'item'],
  ['retained', '未分配利润', 1, 'item'],
  ['netAssets', '净资产合计', 0, 'total'],
  ['totalLiabilitiesAndNet', '负债和净资产总计', 0, 'total'],
]

export const balanceSheetLines = (current: BalanceFigures, previous?: BalanceFigures) => {
  const withTotal = (b: BalanceFigures) => ({ ...b, totalLiabilitiesAndNet: b.totalAssets })
  return linesOf(BALANCE_ROWS, withTotal(current), previous && withTotal(previous))
}

/** The income statement's figures in cents. */
export function incomeOf(m: MonthLedger) {
  const interest = m.depositInterest + m.bondInterest
  const investment = m.transferGain + m.dividendIncome
  const income = interest + investment + m.fairValueChange
  const expenses = m.managementFee + m.custodyFee + m.serviceFee + m.tradingFee + m.taxes
  return {
    income,
    interest,
    depositInterest: m.depositInterest,
    bondInterest: m.bondInterest,
    investment,
    transferGain: m.transferGain,
    dividendIncome: m.dividendIncome,
    fairValueChange: m.fairValueChange,
    expenses,
    managementFee: m.managementFee,
    custodyFee: m.custodyFee,
    serviceFee: m.serviceFee,
    tradingFee: m.tradingFee,
    taxes: m.taxes,
    totalProfit: income - expenses,
    incomeTax: 0,
    netProfit: income - expenses,
  }
}

const INCOME_ROWS: readonly Row[] = [
  ['income', '一、收入', 0, 'total'],
  ['interest', '1.利息收入', 1, 'item'],
  ['depositInterest', '其中：存款利息收入', 2, 'item'],
  ['bondInterest', '债券利息收入', 2, 'item'],
  ['investment', '2.投资收益（损失以“-”号填列）', 1, 'item'],
  ['transferGain', '其中：证券买卖差价收入', 2, 'item'],
  ['dividendIncome', '股利收益', 2, 'item'],
  ['fairValueChange', '3.公允价值变动收益（损失以“-”号填列）', 1, 'item'],
  ['expenses', '二、费用', 0, 'total'],
  ['managementFee', '1.管理人报酬', 1, 'item'],
  ['custodyFee', '2.托管费', 1, 'item'],
  ['serviceFee', '3.外包服务费', 1, 'item'],
  ['tradingFee', '4.交易费用', 1, 'item'],
  ['taxes', '5.税金及附加（增值税及附加税费）', 1, 'item'],
  ['totalProfit', '三、利润总额（亏损总额以“-”号填列）', 0, 'total'],
  ['incomeTax', '减：所得税费用', 1, 'item'],
  ['netProfit', '四、净利润（净亏损以“-”号填列）', 0, 'total'],
]

export const incomeStatementLines = (current: MonthLedger, previous?: MonthLedger) =>
  linesOf(INCOME_ROWS, incomeOf(current), previous && incomeOf(previous))

/** 净资产变动表: by 实收基金 and 未分配利润, with the previous month's totals beside. */
export function equityChangeLines(
  ledger: FundLedger,
  m: MonthLedger,
  previous?: MonthLedger,
): EquityChangeLine[] {
  const rows = (x: MonthLedger) => {
    const profit = incomeOf(x).netProfit
    return [
      ['opening', '一、期初净资产', 0, 'total', x.openPaidIn, x.openNetAssets - x.openPaidIn],
      ['profit', '二、本期经营活动产生的净资产变动数（本期利润）', 0, 'item', 0, profit],
      ['shares', '三、本期基金份额交易产生的净资产变动数', 0, 'item', x.subscription, 0],
      ['subscribed', '其中：1.基金申购款', 2, 'item', x.subscription, 0],
      ['redeemed', '2.基金赎回款', 2, 'item', 0, 0],
      [
        'distributed',
        '四、本期向基金份额持有人分配利润产生的净资产变动数',
        0,
        'item',
        0,
        -x.distribution,
      ],
      ['closing', '五、期末净资产', 0, 'total', ledger.paidIn, x.netAssets - ledger.paidIn],
    ] as const
  }
  const before = previous && rows(previous)
  return rows(m).map(([key, label, level, kind, paidIn, retained], i) => {
    const prior = before?.[i]
    return {
      key,
      label,
      level,
      kind,
      paidIn: paidIn / 100,
      retained: retained / 100,
      total: (paidIn + retained) / 100,
      previousTotal: prior ? (prior[4] + prior[5]) / 100 : null,
    }
  })
}
