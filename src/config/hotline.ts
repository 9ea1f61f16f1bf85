/**
 * The hotline's consult types (portal-spec §2 hotline popup): the key to press after dialling
 * and what it is for, in the spec's order.
 */
export const HOTLINE_CONSULT_TYPES: ReadonlyArray<readonly [key: string, label: string]> = [
  ['1', '产品成立、申购赎回、募集户划款'],
  ['2', '托管户划款及费用支付'],
  ['3', '三方签约及账户业务'],
  ['4', '分红及清算'],
  ['5', '估值报表及信息披露'],
  ['6', '管理人服务平台咨询'],
  ['7', '合同起草及变更'],
  ['8', '其他业务'],
  ['0', '首次合作洽谈'],
]

/** When the hotline answers. */
export const HOTLINE_HOURS = '交易日 8:30-17:00'
