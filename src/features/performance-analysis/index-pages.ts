/** 业绩分析's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as OverviewPage } from './pages/overview-page'
export { default as FundComparePage } from './pages/fund-compare-page'
