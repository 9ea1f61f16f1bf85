/** 费用查询's pages behind one entry, so the screen group loads as one chunk. */
export { default as FeeAccrualPage } from './pages/fee-accrual-page'
export { default as FeePaymentPage } from './pages/fee-payment-page'
export { default as PerformanceFeePage } from './pages/performance-fee-page'
