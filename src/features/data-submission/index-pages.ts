/** 数据报送's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as PeriodicReportPage } from './pages/periodic-report-page'
export { default as StampResultPage } from './pages/stamp-result-page'
export { default as QuantOperationPage } from './pages/quant-operation-page'
export { default as QuantOperationEditPage } from './pages/quant-operation-edit-page'
