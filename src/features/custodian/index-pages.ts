/** 托管查询's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as AccountBalancePage } from './pages/account-balance-page'
export { default as BankStatementPage } from './pages/bank-statement-page'
export { default as TransferInstructionPage } from './pages/transfer-instruction-page'
export { default as CustodyAccountOpenPage } from './pages/custody-account-open-page'
export { default as RaisingAccountOpenPage } from './pages/raising-account-open-page'
export { default as SecuritiesAccountOpenPage } from './pages/securities-account-open-page'
export { default as TransferAuthorityPage } from './pages/transfer-authority-page'
export { default as TripartiteAgreementPage } from './pages/tripartite-agreement-page'
