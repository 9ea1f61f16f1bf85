import type { EndpointRule } from './endpoint-rule'
import { PAGE as P } from './page-urls'

/*
 * The business endpoints and the pages (menuUrl) they serve: a caller must be able to open
 * one of them. A shared endpoint (a fund picker, a record opened from several pages) lists
 * every page that calls it.
 */

const ACCOUNT_OPEN = [P.custodyOpen, P.raisingOpen, P.securitiesOpen]
const CUSTODIAN = [P.balance, P.statement, P.instruction, P.authority, ...ACCOUNT_OPEN, P.agreement]
const TA_FUND_PAGES = [
  P.shareBalance,
  P.dividendDetail,
  P.tradeApply,
  P.tradeConfirm,
  P.largeRedeem,
]
const FEES = [P.feeAccrual, P.feePayment, P.performanceFee]
const SENDS = [P.valuationTable, P.netValue]

const post = (base: string, names: readonly string[], pages: readonly string[]) =>
  names.map((name) => [`POST ${base}${name}`, pages as EndpointRule] as const)
const get = (base: string, names: readonly string[], pages: readonly string[]) =>
  names.map((name) => [`GET ${base}${name}`, pages as EndpointRule] as const)

const APPLICATION = ['queryList', 'detail', 'funds', 'submit']

export const BUSINESS_ENDPOINTS = [
  // 产品管理
  ...post(
    '/rest/fund/',
    ['queryFundList', 'queryFundDetail', 'queryFundAccounts', 'queryFundFees', 'queryFundNav'],
    [P.fundQuery],
  ),
  ...post(
    '/rest/fund/',
    ['queryFundNavList', 'queryFundContracts', 'queryFundContacts', 'saveFundContact'],
    [P.fundQuery],
  ),
  ...post('/rest/fund/', ['deleteFundContact', 'revealFundContact'], [P.fundQuery]),
  ...get('/rest/fund/', ['contractFile'], [P.fundQuery]),
  ...post('/rest/product/', ['queryAccountList'], [P.accountQuery]),
  ...post('/rest/product/', ['queryContractList'], [P.fundContract]),
  ...get('/rest/product/', ['contractFile/:docId'], [P.fundContract]),
  ...post(
    '/rest/pay-account-change/',
    ['funds', 'upload', 'submit', 'queryList', 'detail', 'withdraw'],
    [P.payAccountChange],
  ),
  ...post('/rest/product/application/', ['upload'], [P.fundCreate, P.liquidation]),
  ...get('/rest/product/application/', ['file/:fileId'], [P.fundCreate, P.liquidation]),
  ...post('/rest/product/fundCreate/', [...APPLICATION, 'withdraw'], [P.fundCreate]),
  ...post('/rest/product/liquidation/', [...APPLICATION, 'confirm'], [P.liquidation]),
  ...post('/rest/product/dividend/', [...APPLICATION, 'confirm'], [P.dividends]),

  // 托管查询 (its fund list also feeds 销售管理's pickers)
  ...post('/rest/custodian/', ['queryFunds'], [...CUSTODIAN, P.raiseOrder, P.suitability]),
  ...post('/rest/custodian/', ['queryBalance', 'queryStatement'], [P.balance, P.statement]),
  ...post(
    '/rest/custodian/',
    ['queryInstructions', 'instructionDetail', 'reviewInstruction'],
    [P.instruction],
  ),
  ...post(
    '/rest/custodian/',
    ['upload', 'queryAccountOpen', 'accountOpenDetail', 'submitAccountOpen'],
    ACCOUNT_OPEN,
  ),
  ...post(
    '/rest/custodian/',
    ['querySigners', 'saveSigner', 'revealSigner', 'disableSigner', 'confirmSigner'],
    [P.authority],
  ),
  ...post('/rest/custodian/', ['queryAgreements', 'signAgreement'], [P.agreement]),
  ...get('/rest/custodian/', ['agreementFile'], [P.agreement]),

  // 电子签约
  ...post(
    '/rest/esign/',
    ['queryPendingDocs', 'docPages', 'querySignSeals', 'sendSignCode', 'confirmSign'],
    [P.pendingSign],
  ),
  ...post('/rest/esign/', ['querySignRecords', 'signRecordDetail'], [P.signRecord]),
  ...get('/rest/esign/', ['signedFile'], [P.signRecord]),
  ...post('/rest/esign/', ['querySeals', 'sealUsers', 'saveSealUsers', 'setSealStatus'], [P.seals]),

  // 数据报送
  ...post('/rest/data-submission/', ['funds'], [P.periodic, P.stamp, P.quant]),
  ...post(
    '/rest/data-submission/periodic/',
    ['periods', 'list', 'detail', 'upload', 'submit'],
    [P.periodic],
  ),
  ...get('/rest/data-submission/periodic/', ['stamped-file/:reportId'], [P.periodic]),
  ...post('/rest/data-submission/stamp/', ['list', 'confirm'], [P.stamp]),
  ...post(
    '/rest/data-submission/quant/',
    ['list', 'detail', 'create', 'save', 'submit'],
    [P.quant],
  ),

  // 估值核对
  ...post('/rest/valuation/', ['reportFunds'], [P.vat, P.report, P.voucher]),
  ...post('/rest/valuation/', ['queryVat', 'confirmVat'], [P.vat]),
  ...post(
    '/rest/valuation/',
    ['queryFinancialReports', 'financialReportDetail', 'confirmFinancialReport'],
    [P.report],
  ),
  ...post(
    '/rest/valuation/',
    ['queryVouchers', 'voucherDetail', 'sendVouchers', 'queryVoucherRecords'],
    [P.voucher],
  ),
  ...post('/rest/valuation/', ['resendVoucherRecord'], [P.voucher]),
  ...post(
    '/rest/valuation/',
    ['queryEmailTypes', 'emailTypeDetail', 'saveEmailType', 'deleteEmailType'],
    [P.email],
  ),
  ...post('/rest/valuation/', ['queryFunds', 'recipients', 'send', 'querySends', 'resend'], SENDS),
  ...post('/rest/valuation/', ['queryTables', 'tableDetail', 'confirmTable'], [P.valuationTable]),
  ...post(
    '/rest/valuation/',
    ['queryNav', 'confirmNav', 'navNotice', 'confirmNotice'],
    [P.netValue],
  ),

  // 合同管理 (合同起草's first step chooses among 模板中心's templates)
  ...post('/rest/contract/', ['queryTemplates'], [P.templates, P.draft]),
  ...post(
    '/rest/contract/',
    ['queryDrafts', 'draftDetail', 'saveDraft', 'submitDraft', 'deleteDraft'],
    [P.draft],
  ),
  ...post(
    '/rest/contract/',
    ['queryContracts', 'contractDetail', 'confirmContract'],
    [P.contracts],
  ),
  ...get('/rest/contract/', ['contractFile'], [P.contracts]),
  ...post(
    '/rest/contract/',
    ['changeableContracts', 'queryChanges', 'changeDetail', 'saveChange', 'upload'],
    [P.change],
  ),
  ...get('/rest/contract/', ['changeFile'], [P.change]),

  // 综合管理 (the role picker serves all three pages)
  ...post('/rest/gm/roles/', ['list', 'save', 'delete'], [P.roles]),
  ...post('/rest/gm/roles/', ['options'], [P.roles, P.users, P.menuPerm]),
  ...post('/rest/gm/roles/', ['grants', 'saveGrants'], [P.menuPerm]),
  ...post('/rest/gm/users/', ['list', 'save', 'reveal', 'setStatus', 'resetPassword'], [P.users]),
  ...post('/rest/gm/applies/', ['list', 'approve', 'return'], [P.users]),
  ...post(
    '/rest/investorUser/',
    ['queryUsers', 'userDetail', 'queryAccountAudits', 'queryResetAudits'],
    [P.investorUsers],
  ),
  ...post(
    '/rest/investorUser/',
    ['accountAuditDetail', 'resetAuditDetail', 'reviewAccountAudit', 'reviewResetAudit'],
    [P.investorUsers],
  ),

  // 销售管理
  ...post(
    '/rest/sales/',
    ['queryRaiseOrders', 'raiseOrderDetail', 'reviewRaiseOrder'],
    [P.raiseOrder],
  ),
  ...post('/rest/sales/', ['querySalesAgencies', 'salesAgencyDetail'], [P.agency]),
  ...post('/rest/sales/', ['salesStatistics'], [P.statistics]),
  ...post('/rest/sales/', ['queryInvestorSuitability'], [P.suitability]),

  // 费用查询
  ...post('/rest/fee/', ['queryFundList'], FEES),
  ...post('/rest/fee/', ['queryAccrualList', 'queryAccrualSummary'], [P.feeAccrual]),
  ...post('/rest/fee/', ['queryPaymentList'], [P.feePayment]),
  ...get('/rest/fee/', ['paymentVoucher'], [P.feePayment]),
  ...post('/rest/fee/', ['queryPerformanceFeeList'], [P.performanceFee]),

  // 业绩分析
  ...get('/performance/', ['funds', 'nav', 'benchmarks', 'benchmark'], [P.overview, P.compare]),

  // 登记过户
  ...post('/rest/ta/', ['queryFunds'], TA_FUND_PAGES),
  ...post('/rest/ta/', ['queryInvestors', 'queryInvestorDetail'], [P.investors]),
  ...post('/rest/ta/', ['queryTradeApplies', 'queryTradeApplyDetail'], [P.tradeApply]),
  ...post('/rest/ta/', ['queryTradeConfirms'], [P.tradeConfirm]),
  ...post('/rest/ta/', ['queryShareBalances'], [P.shareBalance]),
  ...post('/rest/ta/', ['queryDividendDetails'], [P.dividendDetail]),
  ...post(
    '/rest/ta/',
    ['queryOpenAccounts', 'approveOpenAccount', 'returnOpenAccount'],
    [P.openAccount],
  ),
  ...post(
    '/rest/ta/',
    ['queryLargeRedeems', 'queryLargeRedeemDetail', 'confirmLargeRedeem'],
    [P.largeRedeem],
  ),
]
