import type { ComponentType } from 'react'
import { preloadable, type Preloadable } from '@/components/preloadable'
import { preloadHomeCards } from './home-modules'

/**
 * The static page registry: menuUrl (or static path) → lazy page, one chunk per screen group.
 * A menu with no entry here shows MenuWithoutPage; a page with no menu is
 * unreachable except the static pages below, so this list is the permission boundary.
 */
export type LazyPage = Preloadable

/**
 * A screen group's pages behind one entry module: `groupPages(load)(name)` is the module's
 * export `name` as a lazy page. Every page of a group calls the same import(), so the group
 * stays one chunk.
 */
const groupPages =
  <M extends Record<string, ComponentType>>(load: () => Promise<M>) =>
  (name: keyof M & string): LazyPage =>
    preloadable(() => load().then((m) => ({ default: m[name] as ComponentType })))

const fundQueryPage = groupPages(() => import('@/features/product-manage/fund-query-pages'))
const feePage = groupPages(() => import('@/features/fee-query/fee-query-pages'))
const custodianPage = groupPages(() => import('@/features/custodian/index-pages'))
const eSignPage = groupPages(() => import('@/features/electronic-signature/index-pages'))
const dataSubmissionPage = groupPages(() => import('@/features/data-submission/index-pages'))
const valuationPage = groupPages(() => import('@/features/valuation-check/index-pages'))
const contractPage = groupPages(() => import('@/features/contract-manage/index-pages'))
const generalManagePage = groupPages(() => import('@/features/general-manage/index-pages'))
const salesPage = groupPages(() => import('@/features/sales-manage/index-pages'))
const performancePage = groupPages(() => import('@/features/performance-analysis/index-pages'))
const transferAgentPage = groupPages(() => import('@/features/transfer-agent/index-pages'))

export const pageRegistry: Readonly<Record<string, LazyPage>> = {
  // With its cards: the home page's first render shows them, not their skeletons.
  'home-page': preloadable(async () => {
    const [entry] = await Promise.all([import('@/app/home-page-entry'), preloadHomeCards()])
    return entry
  }),
  'individual-center': preloadable(() => import('@/features/account/pages/individual-center-page')),
  'new-features-express': preloadable(
    () => import('@/features/release-notes/pages/new-features-page'),
  ),
  notice: preloadable(() => import('@/features/notices/pages/notice-page')),
  'msg-center': preloadable(() => import('@/features/notices/pages/msg-center-page')),
  'todo-done-more': preloadable(() => import('@/features/todo/pages/todo-done-more-page')),
  'outline-download': preloadable(() => import('@/features/downloads/pages/outline-download-page')),
  'demand-suggestions': preloadable(
    () => import('@/features/demand/pages/demand-suggestions-page'),
  ),
  'hundred-questions-and-answers': preloadable(() => import('@/features/faq/pages/faq-page')),
  'product-manage/fund-query': fundQueryPage('FundQueryPage'),
  'funds-query-detail': fundQueryPage('FundDetailPage'),
  'funds-query-contact': fundQueryPage('FundContactPage'),
  'product-manage/account-query': preloadable(
    () => import('@/features/product-manage/pages/account-query-page'),
  ),
  'product-manage/fund-contract': preloadable(
    () => import('@/features/product-manage/pages/fund-contract-page'),
  ),
  'product-manage/pay-account-change': preloadable(
    () => import('@/features/product-manage/pages/pay-account-change-page'),
  ),
  'pay-account-change-record': preloadable(
    () => import('@/features/product-manage/pages/pay-account-change-record-page'),
  ),
  'fee-query/fee-accrual': feePage('FeeAccrualPage'),
  'fee-query/fee-payment': feePage('FeePaymentPage'),
  'fee-query/performance-fee': feePage('PerformanceFeePage'),
  'product-manage/fund-create': preloadable(
    () => import('@/features/product-manage/pages/fund-create-page'),
  ),
  'product-manage/fund-liquidation': preloadable(
    () => import('@/features/product-manage/pages/fund-liquidation-page'),
  ),
  'product-manage/fund-dividends': preloadable(
    () => import('@/features/product-manage/pages/fund-dividends-page'),
  ),
  'custodian/account-balance': custodianPage('AccountBalancePage'),
  'custodian/bank-statement': custodianPage('BankStatementPage'),
  'custodian/transfer-instruction': custodianPage('TransferInstructionPage'),
  'custodian/custody-account-open': custodianPage('CustodyAccountOpenPage'),
  'custodian/raising-account-open': custodianPage('RaisingAccountOpenPage'),
  'custodian/securities-account-open': custodianPage('SecuritiesAccountOpenPage'),
  'custodian/transfer-authority': custodianPage('TransferAuthorityPage'),
  'custodian/tripartite-agreement': custodianPage('TripartiteAgreementPage'),
  'electronic-signature/pending-sign': eSignPage('PendingSignPage'),
  'electronic-signature/sign-record': eSignPage('SignRecordPage'),
  'electronic-signature/seal-manage': eSignPage('SealManagePage'),
  'data-submission/periodic-report': dataSubmissionPage('PeriodicReportPage'),
  'data-submission/stamp-periodic-report': dataSubmissionPage('StampResultPage'),
  'data-submission/quantify-operation': dataSubmissionPage('QuantOperationPage'),
  'data-submission/quantify-operation-edit': dataSubmissionPage('QuantOperationEditPage'),
  'valuation-check/vat': valuationPage('VatPage'),
  'valuation-check/financial-report': valuationPage('FinancialReportPage'),
  'valuation-check/account-voucher': valuationPage('VoucherPage'),
  'account-voucher-record': valuationPage('VoucherRecordPage'),
  'valuation-check/email-manage': valuationPage('EmailManagePage'),
  'valuation-check/email-recipient-type-manage/see-email-manage-details':
    valuationPage('EmailSeePage'),
  'valuation-check/email-recipient-type-manage/edit-email-manage-info':
    valuationPage('EmailEditPage'),
  'valuation-check/valuation-table': valuationPage('ValuationTablePage'),
  'valuation-report-view': valuationPage('ValuationReportViewPage'),
  'valuation-record': valuationPage('ValuationRecordPage'),
  'valuation-check/net-value': valuationPage('NetValuePage'),
  'net-asset-value-view': valuationPage('NavNoticeViewPage'),
  'net-value-record': valuationPage('NetValueRecordPage'),
  'net-worth-list-record': valuationPage('NavSeriesRecordPage'),
  'contract-manage/contract-draft': contractPage('ContractDraftPage'),
  'contract-manage/contract-change': contractPage('ContractChangePage'),
  'contract-manage/contract-query': contractPage('ContractQueryPage'),
  'contract-manage/template-center': contractPage('TemplateCenterPage'),
  'general-manage/user-manage': generalManagePage('UserManagePage'),
  'general-manage/role-management': generalManagePage('RoleManagementPage'),
  'general-manage/menu-perm-manage': generalManagePage('MenuPermManagePage'),
  'general-manage/investor-user-manage': generalManagePage('InvestorUserManagePage'),
  'sales-manage/raise-order': salesPage('RaiseOrderPage'),
  'sales-manage/sales-agency': salesPage('SalesAgencyPage'),
  'sales-manage/sales-statistics': salesPage('SalesStatisticsPage'),
  'sales-manage/investor-suitability': salesPage('InvestorSuitabilityPage'),
  'performance-analysis/overview': performancePage('OverviewPage'),
  'performance-analysis/fund-compare': performancePage('FundComparePage'),
  'transfer-agent/investor-query': transferAgentPage('InvestorQueryPage'),
  'transfer-agent/investor-open-account': transferAgentPage('InvestorOpenAccountPage'),
  'transfer-agent/share-balance': transferAgentPage('ShareBalancePage'),
  'transfer-agent/dividend-detail': transferAgentPage('DividendDetailPage'),
  'transfer-agent/trade-apply': transferAgentPage('TradeApplyPage'),
  'transfer-agent/trade-confirm': transferAgentPage('TradeConfirmPage'),
  'transfer-agent/max-redeem-confirm': transferAgentPage('MaxRedeemConfirmPage'),
}

/** Logged-in pages that are not menus (portal-spec §2). */
export interface StaticPage {
  path: string
  title: string
  /** The query names what the page shows: a tab per query. */
  tabPerQuery?: boolean
  /** Always fresh: not kept alive when its tab is hidden. */
  noCache?: boolean
}

export const staticPages: readonly StaticPage[] = [
  { path: 'home-page', title: '首页' },
  { path: 'demand-suggestions', title: '需求建议' },
  { path: 'new-features-express', title: '新功能速递' },
  { path: 'hundred-questions-and-answers', title: '百问百答' },
  { path: 'notice', title: '通知公告' },
  { path: 'msg-center', title: '消息中心' },
  { path: 'individual-center', title: '个人中心' },
  { path: 'todo-done-more', title: '待办办结' },
  { path: 'valuation-report-view', title: '估值表预览', tabPerQuery: true },
  { path: 'valuation-record', title: '估值表发送记录' },
  { path: 'net-asset-value-view', title: '净值公告预览', tabPerQuery: true },
  { path: 'net-value-record', title: '净值表发送记录' },
  { path: 'net-worth-list-record', title: '净值序列发送记录' },
  { path: 'account-voucher-record', title: '会计凭证发送记录' },
  { path: 'funds-query-contact', title: '联系人维护', tabPerQuery: true },
  { path: 'funds-query-detail', title: '产品详情', tabPerQuery: true },
  { path: 'outline-download', title: '下载中心', noCache: true },
  { path: 'pay-account-change-record', title: '付款账户变更记录' },
  { path: 'data-submission/stamp-periodic-report', title: '用印结果查询' },
  { path: 'data-submission/quantify-operation-edit', title: '量化运行表编辑' },
  {
    path: 'valuation-check/email-recipient-type-manage/see-email-manage-details',
    title: '查看邮件配置',
  },
  {
    path: 'valuation-check/email-recipient-type-manage/edit-email-manage-info',
    title: '编辑邮件配置',
  },
]

export const MenuWithoutPage = preloadable(() => import('@/components/menu-without-page'))

/** Whether the page at `path` needs no code loaded before it shows. */
export const pageCodeLoaded = (path: string) => pageRegistry[path]?.loaded() ?? true

/**
 * Loads the code of the page at `path` (a menuUrl or static path; nothing for any other), so
 * its tab renders without suspending. A failure is left to the page's render, which shows it.
 */
export const preloadPage = (path: string) => pageRegistry[path]?.preload()
