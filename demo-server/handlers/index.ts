import { accountHandlers } from './account-handlers'
import { announcementHandlers } from './announcement-handlers'
import { authHandlers } from './auth-handlers'
import { favoriteHandlers } from './favorite-handlers'
import { menuHandlers } from './menu-handlers'
import { messageHandlers } from './message-handlers'
import { noticeHandlers } from './notice-handlers'
import { todoHandlers } from './todo-handlers'
import { todoListHandlers } from './todo-list-handlers'
import { exportHandlers } from './export-handlers'
import { taInvestorHandlers } from './ta-investor-handlers'
import { taTradeHandlers } from './ta-trade-handlers'
import { taBalanceHandlers } from './ta-balance-handlers'
import { taOpenAccountHandlers } from './ta-open-account-handlers'
import { taLargeRedeemHandlers } from './ta-large-redeem-handlers'
import { pushHandlers } from '../ws/push'
import { searchHandlers } from './search-handlers'
import { guideHandlers } from './guide-handlers'
import { passwordResetHandlers } from './password-reset-handlers'
import { publicSiteHandlers } from './public-site-handlers'
import { wxQrHandlers } from './wx-qr-handlers'
import { registrationHandlers } from './registration-handlers'
import { individualHandlers } from './individual-handlers'
import { homeHandlers } from './home-handlers'
import { calendarHandlers } from './calendar-handlers'
import { demandHandlers } from './demand-handlers'
import { faqHandlers } from './faq-handlers'
import { fundQueryHandlers } from './fund-query-handlers'
import { fundContactHandlers } from './fund-contact-handlers'
import { accountQueryHandlers } from './account-query-handlers'
import { fundContractHandlers } from './fund-contract-handlers'
import { payAccountChangeHandlers } from './pay-account-change-handlers'
import { feeAccrualHandlers } from './fee-accrual-handlers'
import { feePaymentHandlers } from './fee-payment-handlers'
import { feePerformanceHandlers } from './fee-performance-handlers'
import { applicationUploadHandlers } from './application-uploads'
import { fundCreateHandlers } from './fund-create-handlers'
import { fundDividendsHandlers } from './fund-dividends-handlers'
import { fundLiquidationHandlers } from './fund-liquidation-handlers'
import { custodianHandlers } from './custodian-handlers'
import { eSignHandlers } from './e-sign-handlers'
import { periodicReportHandlers } from './periodic-report-handlers'
import { stampResultHandlers } from './stamp-result-handlers'
import { quantifyHandlers } from './quantify-handlers'
import { valuationReportHandlers } from './valuation-report-handlers'
import { valuationTableHandlers } from './valuation-table-handlers'
import { valuationSendHandlers } from './valuation-send-handlers'
import { netValueHandlers } from './net-value-handlers'
import { salesHandlers } from './sales-handlers'
import { performanceHandlers } from './performance-handlers'
import { contractHandlers } from './contract-handlers'
import { gmRoleHandlers } from './gm-role-handlers'
import { gmUserHandlers } from './gm-user-handlers'
import { gmApplyHandlers } from './gm-apply-handlers'
import { investorUserHandlers } from './investor-user-handlers'
import { investorAuditHandlers } from './investor-user-audit-handlers'
import { indexHandlers } from './indexed'
import { refuseUnlessOpen } from './endpoint-guard'
import { answerOnce } from './idempotency'

/** Every handler of the demo backend, as registered (each is in the endpoint → page map). */
export const registeredHandlers = [
  ...authHandlers,
  ...menuHandlers,
  ...favoriteHandlers,
  ...todoHandlers,
  ...todoListHandlers,
  ...exportHandlers,
  ...noticeHandlers,
  ...announcementHandlers,
  ...messageHandlers,
  ...pushHandlers,
  ...searchHandlers,
  ...accountHandlers,
  ...guideHandlers,
  ...passwordResetHandlers,
  ...publicSiteHandlers,
  ...wxQrHandlers,
  ...registrationHandlers,
  ...individualHandlers,
  ...homeHandlers,
  ...calendarHandlers,
  ...demandHandlers,
  ...faqHandlers,
  ...fundQueryHandlers,
  ...fundContactHandlers,
  ...accountQueryHandlers,
  ...fundContractHandlers,
  ...payAccountChangeHandlers,
  ...feeAccrualHandlers,
  ...feePaymentHandlers,
  ...feePerformanceHandlers,
  ...applicationUploadHandlers,
  ...fundCreateHandlers,
  ...fundLiquidationHandlers,
  ...fundDividendsHandlers,
  ...custodianHandlers,
  ...eSignHandlers,
  ...periodicReportHandlers,
  ...stampResultHandlers,
  ...quantifyHandlers,
  ...valuationReportHandlers,
  ...valuationTableHandlers,
  ...valuationSendHandlers,
  ...netValueHandlers,
  ...contractHandlers,
  ...gmRoleHandlers,
  ...gmUserHandlers,
  ...gmApplyHandlers,
  ...investorUserHandlers,
  ...investorAuditHandlers,
  ...salesHandlers,
  ...performanceHandlers,
  ...taInvestorHandlers,
  ...taTradeHandlers,
  ...taBalanceHandlers,
  ...taOpenAccountHandlers,
  ...taLargeRedeemHandlers,
]

/**
 * Every handler of the demo backend (indexed, each call checked against endpoint-pages.ts, a
 * repeated idempotency key answered as the first time): shared by the browser worker and the
 * test server.
 */
export const handlers = indexHandlers(registeredHandlers, refuseUnlessOpen, answerOnce)
