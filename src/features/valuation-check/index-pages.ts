/** 估值核对's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as VatPage } from './pages/vat-page'
export { default as FinancialReportPage } from './pages/financial-report-page'
export { default as VoucherPage } from './pages/voucher-page'
export { default as VoucherRecordPage } from './pages/voucher-record-page'
export { default as EmailManagePage } from './pages/email-manage-page'
export { default as EmailSeePage } from './pages/email-see-page'
export { default as EmailEditPage } from './pages/email-edit-page'
