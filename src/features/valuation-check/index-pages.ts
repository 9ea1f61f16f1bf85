/** 估值核对's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as ValuationTablePage } from './pages/valuation-table-page'
export { default as ValuationReportViewPage } from './pages/valuation-report-view-page'
export { default as ValuationRecordPage } from './pages/valuation-record-page'
export { default as NetValuePage } from './pages/net-value-page'
export { default as NavNoticeViewPage } from './pages/nav-notice-view-page'
export { default as NetValueRecordPage } from './pages/net-value-record-page'
export { default as NavSeriesRecordPage } from './pages/nav-series-record-page'
