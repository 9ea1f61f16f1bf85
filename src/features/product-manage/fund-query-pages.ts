/*
 * 产品查询's pages behind one entry, so the list, a fund's detail and its contacts load as one
 * chunk (the chart library stays out: the 净值走势 tab fetches it).
 */
export { default as FundQueryPage } from './pages/fund-query-page'
export { default as FundDetailPage } from './pages/fund-detail-page'
export { default as FundContactPage } from './pages/fund-contact-page'
