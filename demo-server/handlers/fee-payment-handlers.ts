import { http, HttpResponse } from 'msw'
import {
  FEE_PAYMENT_STATUS_NAMES,
  FEE_TYPE_NAMES,
  type FeePayment,
  type FeePaymentStatus,
} from '@contract/api/fee'
import { fromCents } from '../db/fee-calc'
import { feePayeeOf } from '../db/fee-payees'
import { accrualBookOf, quarterEnd, type AccrualBook, type PaymentPlan } from '../db/fee-schedule'
import { fundAccountsOf } from '../db/fund-accounts'
import { digitsOf, hashText } from '../db/random'
import { registerExportSource } from './export-registry'
import { FEE_MSG, feeFundsOf, feeScopeOf, listOf, readerOf, sortRows } from './fee-filters'
import { api, fail, ok, withAuth } from './http'
import { BAD_PAGE, pageOf, paginate } from './paging'
import { pdfFile } from './pdf-file'

/*
 * 费用支付 (docs/api.md "Fee queries"): each quarter's payment of each fee of each fund, its
 * amount the sum of that quarter's daily accruals, and a voucher (PDF) once it is paid.
 */

const SORTABLE = ['amount', 'payDate']
const STATUSES = Object.keys(FEE_PAYMENT_STATUS_NAMES) as FeePaymentStatus[]

export const PAYMENT_MSG = {
  status: '支付状态不正确',
  gone: '支付记录不存在',
  noVoucher: '该笔费用尚未支付成功，暂无支付凭证',
} as const

const periodStartOf = (period: string) =>
  `${period.slice(0, 4)}-${String(Number(period.slice(5)) * 3 - 2).padStart(2, '0')}-01`

function paymentView(book: AccrualBook, plan: PaymentPlan): FeePayment {
  const { fund } = book
  const paymentId = `${fund.fundCode}-${plan.period}-${plan.feeType}`
  const custody = fundAccountsOf(fund).find((a) => a.kind === 'custody')
  return {
    paymentId,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    feeType: plan.feeType,
    period: plan.period,
    periodStart: book.days[plan.from]!,
    periodEnd: book.days[plan.to]!,
    accrualDays: plan.to - plan.from + 1,
    amount: fromCents(plan.amountCents),
    payDate: plan.payDate,
    ...(plan.paidDate ? { paidDate: plan.paidDate } : {}),
    status: plan.status,
    ...(plan.failReason ? { failReason: plan.failReason } : {}),
    payerAccountName: custody?.accountName ?? fund.fundName,
    payerAccount: custody?.accountNo ?? '',
    ...feePayeeOf(plan.feeType, fund.orgId),
    ...(plan.paidDate
      ? { voucherNo: `PZ${plan.paidDate.replace(/-/g, '')}${digitsOf(hashText(paymentId), 6)}` }
      : {}),
  }
}

/** The payments a query asks for (newest quarter first), or the reason it is refused. */
function paymentsOf(orgId: string, source: URLSearchParams | Record<string, unknown>) {
  const read = readerOf(source)
  const scope = feeScopeOf(orgId, read, SORTABLE)
  if (typeof scope === 'string') return scope
  const statuses = listOf(read('status'), STATUSES)
  if (!statuses) return PAYMENT_MSG.status
  const { beginDate = '', endDate = '9999-12-31' } = scope
  const rows = scope.funds
    .flatMap((fund) => {
      const book = accrualBookOf(fund)
      if (!book) return []
      return book.payments
        .filter(
          (p) =>
            scope.types.includes(p.feeType) &&
            statuses.includes(p.status) &&
            periodStartOf(p.period) <= endDate &&
            quarterEnd(p.period) >= beginDate,
        )
        .map((p) => paymentView(book, p))
    })
    .sort((a, b) => b.period.localeCompare(a.period))
  return sortRows(rows, scope.sort, (row, field) => (field === 'amount' ? row.amount : row.payDate))
}

const PERIOD_LABEL = (period: string) => `${period.slice(0, 4)}年第${period.slice(5)}季度`

function voucherPdf(p: FeePayment) {
  return pdfFile('费用支付凭证', [
    `凭证编号：${p.voucherNo ?? ''}`,
    `产品：${p.fundName}（${p.fundCode}）`,
    `费用类型：${FEE_TYPE_NAMES[p.feeType]}`,
    `费用期间：${PERIOD_LABEL(p.period)}（${p.periodStart} 至 ${p.periodEnd}，计提 ${p.accrualDays} 天）`,
    `支付金额：人民币 ${p.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} 元`,
    `付款账户：${p.payerAccountName} ${p.payerAccount}`,
    `收款账户：${p.payeeName} ${p.payeeAccount}（${p.payeeBank}）`,
    `支付日期：${p.paidDate ?? ''}`,
    '本凭证由托管系统生成，仅供管理人对账使用。',
  ])
}

registerExportSource('fee-payment', {
  pages: ['fee-query/fee-payment'],
  label: '费用查询-费用支付',
  headers: [
    '费用期间',
    '产品代码',
    '产品名称',
    '费用类型',
    '支付金额',
    '支付日期',
    '收款户名',
    '收款账号',
    '状态',
    '失败原因',
  ],
  widths: [10, 10, 36, 12, 16, 12, 28, 22, 10, 28],
  rows: (orgId, params) => {
    const rows = paymentsOf(orgId, params)
    if (typeof rows === 'string') return undefined
    return rows.map((p) => [
      p.period,
      p.fundCode,
      p.fundName,
      FEE_TYPE_NAMES[p.feeType],
      p.amount,
      p.paidDate ?? p.payDate,
      p.payeeName,
      p.payeeAccount,
      FEE_PAYMENT_STATUS_NAMES[p.status],
      p.failReason ?? '',
    ])
  },
})

export const feePaymentHandlers = [
  http.post(
    api('/rest/fee/queryPaymentList'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const page = pageOf(params)
      if (!page) return fail(BAD_PAGE)
      const rows = paymentsOf(org.orgId, params)
      return typeof rows === 'string' ? fail(rows) : ok(paginate(rows, page))
    }),
  ),

  http.get(
    api('/rest/fee/paymentVoucher'),
    withAuth(({ request }, { org }) => {
      const id = new URL(request.url).searchParams.get('paymentId') ?? ''
      const [, fundCode = '', period = '', feeType = ''] =
        /^([A-Z0-9]+)-(\d{4}Q[1-4])-(\w+)$/.exec(id) ?? []
      const fund = feeFundsOf(org.orgId).find((f) => f.fundCode === fundCode)
      const book = fund && accrualBookOf(fund)
      const plan = book?.payments.find((p) => p.period === period && p.feeType === feeType)
      if (!book || !plan) return fail(fundCode && !fund ? FEE_MSG.fund : PAYMENT_MSG.gone)
      const payment = paymentView(book, plan)
      if (payment.status !== 'paid') return fail(PAYMENT_MSG.noVoucher)
      const fileName = `${payment.fundName}_${PERIOD_LABEL(period)}_${FEE_TYPE_NAMES[payment.feeType]}支付凭证.pdf`
      return new HttpResponse(voucherPdf(payment), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        },
      })
    }),
  ),
]
