/** 登记过户's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as InvestorQueryPage } from './pages/investor-query-page'
export { default as InvestorOpenAccountPage } from './pages/investor-open-account-page'
export { default as ShareBalancePage } from './pages/share-balance-page'
export { default as DividendDetailPage } from './pages/dividend-detail-page'
export { default as TradeApplyPage } from './pages/trade-apply-page'
export { default as TradeConfirmPage } from './pages/trade-confirm-page'
export { default as MaxRedeemConfirmPage } from './pages/max-redeem-confirm-page'
