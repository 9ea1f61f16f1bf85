import { custodianAccountOpenHandlers } from './custodian-account-open-handlers'
import { custodianAgreementHandlers } from './custodian-agreement-handlers'
import { custodianCashHandlers } from './custodian-cash-handlers'
import { custodianInstructionHandlers } from './custodian-instruction-handlers'
import { custodianSignerHandlers } from './custodian-signer-handlers'

/** 托管查询's endpoints (docs/api.md "托管查询"). */
export const custodianHandlers = [
  ...custodianCashHandlers,
  ...custodianInstructionHandlers,
  ...custodianAccountOpenHandlers,
  ...custodianSignerHandlers,
  ...custodianAgreementHandlers,
]
