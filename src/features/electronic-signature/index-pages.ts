/** 电子签约's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as PendingSignPage } from './pages/pending-sign-page'
export { default as SignRecordPage } from './pages/sign-record-page'
export { default as SealManagePage } from './pages/seal-manage-page'
