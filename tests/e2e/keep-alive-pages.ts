import type { Page } from 'playwright-core'

/* The pages the keep-alive journey visits (tests/e2e/keep-alive-every-page.e2e.ts), by group. */

/** Pages with no text field to type into (only selects, pickers, buttons or reading). */
export const NO_TEXT_FIELD = [
  'home-page',
  'individual-center',
  'new-features-express',
  'msg-center',
  'todo-done-more',
  'outline-download',
  'funds-query-detail',
  'funds-query-contact',
  'fee-query/fee-accrual',
  'fee-query/fee-payment',
  'fee-query/performance-fee',
  'custodian/account-balance',
  'custodian/bank-statement',
  'custodian/transfer-instruction',
  'custodian/custody-account-open',
  'custodian/raising-account-open',
  'custodian/securities-account-open',
  'custodian/tripartite-agreement',
  'electronic-signature/seal-manage',
  'data-submission/periodic-report',
  'data-submission/stamp-periodic-report',
  'data-submission/quantify-operation',
  'valuation-check/vat',
  'valuation-check/financial-report',
  'valuation-check/account-voucher',
  'account-voucher-record',
  'valuation-check/email-recipient-type-manage/see-email-manage-details',
  'valuation-check/valuation-table',
  'valuation-report-view',
  'valuation-record',
  'valuation-check/net-value',
  'net-asset-value-view',
  'net-value-record',
  'net-worth-list-record',
  'general-manage/menu-perm-manage',
  'sales-manage/raise-order',
  'sales-manage/sales-statistics',
  'performance-analysis/overview',
  'performance-analysis/fund-compare',
  'transfer-agent/max-redeem-confirm',
]

/** A page to visit: its registry path, and how to find its address when it needs a query. */
export interface Visit {
  path: string
  /** The address with its query, read from a list page visited before it. */
  from?: (page: Page) => Promise<string>
}

/** The address a list page's link opens (the first one found in that list). */
const linkIn = (list: string, to: string) => async (page: Page) => {
  const href = await shownOrKept(page, list)
    .locator(`a[href*="${to}?"]`)
    .first()
    .getAttribute('href')
  return href!.replace(/^\/public/, '')
}

/** The address of a page opened from a list row, by the row's key. */
const rowIn = (list: string, address: (key: string) => string) => async (page: Page) =>
  address(
    (await shownOrKept(page, list)
      .locator('tbody tr[data-row-key]')
      .first()
      .getAttribute('data-row-key'))!,
  )

const shownOrKept = (page: Page, path: string) => page.locator(`.kept-page[data-view="/${path}"]`)

const plain = (...paths: string[]): Visit[] => paths.map((path) => ({ path }))

export const GROUPS: Record<string, Visit[]> = {
  'personal pages and 首页': [
    ...plain('individual-center', 'new-features-express', 'notice', 'msg-center'),
    ...plain('todo-done-more', 'outline-download', 'demand-suggestions'),
    ...plain('hundred-questions-and-answers', 'home-page'),
  ],
  产品管理: [
    ...plain('product-manage/fund-query'),
    { path: 'funds-query-detail', from: linkIn('product-manage/fund-query', 'funds-query-detail') },
    {
      path: 'funds-query-contact',
      from: linkIn('product-manage/fund-query', 'funds-query-contact'),
    },
    ...plain('product-manage/account-query', 'product-manage/fund-contract'),
  ],
  产品运营: [
    ...plain('product-manage/pay-account-change', 'pay-account-change-record'),
    ...plain('product-manage/fund-create', 'product-manage/fund-liquidation'),
    ...plain('product-manage/fund-dividends'),
  ],
  托管查询: [
    ...plain('custodian/account-balance', 'custodian/bank-statement'),
    ...plain('custodian/transfer-instruction', 'custodian/custody-account-open'),
    ...plain('custodian/raising-account-open', 'custodian/securities-account-open'),
    ...plain('custodian/transfer-authority', 'custodian/tripartite-agreement'),
  ],
  费用查询: [
    ...plain('fee-query/fee-accrual', 'fee-query/fee-payment', 'fee-query/performance-fee'),
  ],
  '估值核对: 估值净值': [
    ...plain('valuation-check/valuation-table'),
    {
      path: 'valuation-report-view',
      from: linkIn('valuation-check/valuation-table', 'valuation-report-view'),
    },
    ...plain('valuation-record', 'valuation-check/net-value'),
    {
      path: 'net-asset-value-view',
      from: linkIn('valuation-check/net-value', 'net-asset-value-view'),
    },
    ...plain('net-value-record', 'net-worth-list-record'),
  ],
  '估值核对: 报表凭证 and 发送配置': [
    ...plain('valuation-check/vat'),
    ...plain('valuation-check/financial-report', 'valuation-check/account-voucher'),
    ...plain('account-voucher-record', 'valuation-check/email-manage'),
    {
      path: 'valuation-check/email-recipient-type-manage/see-email-manage-details',
      from: rowIn(
        'valuation-check/email-manage',
        (id) => `/valuation-check/email-recipient-type-manage/see-email-manage-details?id=${id}`,
      ),
    },
    ...plain('valuation-check/email-recipient-type-manage/edit-email-manage-info'),
  ],
  数据报送: [
    ...plain('data-submission/periodic-report', 'data-submission/stamp-periodic-report'),
    ...plain('data-submission/quantify-operation'),
    {
      path: 'data-submission/quantify-operation-edit',
      from: rowIn(
        'data-submission/quantify-operation',
        (id) => `/data-submission/quantify-operation-edit?id=${id}`,
      ),
    },
  ],
  '电子签约 and 合同管理': [
    ...plain('electronic-signature/pending-sign', 'electronic-signature/sign-record'),
    ...plain('electronic-signature/seal-manage', 'contract-manage/contract-draft'),
    ...plain('contract-manage/contract-change', 'contract-manage/contract-query'),
    ...plain('contract-manage/template-center'),
  ],
  登记过户: [
    ...plain('transfer-agent/investor-query', 'transfer-agent/investor-open-account'),
    ...plain('transfer-agent/share-balance', 'transfer-agent/dividend-detail'),
    ...plain('transfer-agent/trade-apply', 'transfer-agent/trade-confirm'),
    ...plain('transfer-agent/max-redeem-confirm'),
  ],
  '销售管理, 业绩分析 and 综合管理': [
    ...plain('sales-manage/raise-order'),
    ...plain('sales-manage/sales-agency', 'sales-manage/sales-statistics'),
    ...plain('sales-manage/investor-suitability', 'performance-analysis/overview'),
    ...plain('performance-analysis/fund-compare', 'general-manage/user-manage'),
    ...plain('general-manage/role-management', 'general-manage/menu-perm-manage'),
    ...plain('general-manage/investor-user-manage'),
  ],
}
