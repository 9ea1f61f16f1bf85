/** 合同管理's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as ContractDraftPage } from './pages/contract-draft-page'
export { default as ContractChangePage } from './pages/contract-change-page'
export { default as ContractQueryPage } from './pages/contract-query-page'
export { default as TemplateCenterPage } from './pages/template-center-page'
