import { contractChangeHandlers } from './contract-change-handlers'
import { contractDraftHandlers } from './contract-draft-handlers'
import { contractQueryHandlers } from './contract-query-handlers'
import { contractTemplateHandlers } from './contract-template-handlers'

/** 合同管理's endpoints (docs/api.md "合同管理"). */
export const contractHandlers = [
  ...contractTemplateHandlers,
  ...contractDraftHandlers,
  ...contractQueryHandlers,
  ...contractChangeHandlers,
]
