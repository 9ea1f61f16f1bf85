import type { StatusStyle } from '@/components/query-table/columns'
import { RAISE_ORDER_STATUS_LABEL, type RaiseOrderStatus } from '@contract/api/sales'

/** 募集订单's statuses as tags. */
export const ORDER_STATUSES: Record<RaiseOrderStatus, StatusStyle> = {
  pending: { text: RAISE_ORDER_STATUS_LABEL.pending, color: 'warning' },
  approved: { text: RAISE_ORDER_STATUS_LABEL.approved, color: 'processing' },
  returned: { text: RAISE_ORDER_STATUS_LABEL.returned, color: 'error' },
  cancelled: { text: RAISE_ORDER_STATUS_LABEL.cancelled, color: 'default' },
  confirmed: { text: RAISE_ORDER_STATUS_LABEL.confirmed, color: 'success' },
}

export const ORDER_STATUS_OPTIONS = Object.entries(ORDER_STATUSES).map(([value, s]) => ({
  value,
  label: s.text,
}))

/** 销售渠道 options: 直销 and the agencies (the same codes the server knows). */
export const CHANNEL_OPTIONS = [
  { value: 'DIRECT', label: '直销' },
  { value: 'AG001', label: '招商银行股份有限公司' },
  { value: 'AG002', label: '中信证券股份有限公司' },
  { value: 'AG003', label: '中泰证券股份有限公司' },
  { value: 'AG004', label: '兴业银行股份有限公司' },
  { value: 'AG005', label: '上海好买基金销售有限公司' },
  { value: 'AG006', label: '诺亚正行基金销售有限公司' },
]
