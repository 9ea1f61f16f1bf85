/** 托管查询's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as AccountBalancePage } from './pages/account-balance-page'
export { default as BankStatementPage } from './pages/bank-statement-page'
export { default as TransferInstructionPage } from './pages/transfer-instruction-page'
