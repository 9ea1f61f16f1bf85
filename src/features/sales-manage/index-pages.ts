/** 销售管理's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as RaiseOrderPage } from './pages/raise-order-page'
export { default as SalesAgencyPage } from './pages/sales-agency-page'
export { default as SalesStatisticsPage } from './pages/sales-statistics-page'
export { default as InvestorSuitabilityPage } from './pages/investor-suitability-page'
