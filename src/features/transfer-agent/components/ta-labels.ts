import type { ColumnType } from 'antd/es/table'
import type { StatusStyle } from '@/components/query-table/columns'
import {
  APPLY_STATUS_LABEL,
  LARGE_REDEEM_STATUS_LABEL,
  OPEN_ACCOUNT_STATUS_LABEL,
  RISK_LEVEL_LABEL,
  TRADE_TYPE_LABEL,
} from '@contract/api/transfer-agent'

/* The 登记过户 pages' tags and picker options. */

const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

export const RISK_OPTIONS = optionsOf(RISK_LEVEL_LABEL)
export const KIND_OPTIONS = ['个人', '机构', '产品'].map((value) => ({ value, label: value }))
export const PROFESSIONAL_OPTIONS = [
  { value: '1', label: '专业投资者' },
  { value: '0', label: '普通投资者' },
]
export const APPLY_TYPE_OPTIONS = optionsOf({
  subscribe: TRADE_TYPE_LABEL.subscribe,
  purchase: TRADE_TYPE_LABEL.purchase,
  redeem: TRADE_TYPE_LABEL.redeem,
})
export const CONFIRM_TYPE_OPTIONS = optionsOf(TRADE_TYPE_LABEL)
export const APPLY_STATUS_OPTIONS = optionsOf(APPLY_STATUS_LABEL)

export const APPLY_STATUSES: Record<string, StatusStyle> = {
  pending: { text: APPLY_STATUS_LABEL.pending, color: 'processing' },
  confirmed: { text: APPLY_STATUS_LABEL.confirmed, color: 'success' },
  partial: { text: APPLY_STATUS_LABEL.partial, color: 'warning' },
  cancelled: { text: APPLY_STATUS_LABEL.cancelled, color: 'default' },
  failed: { text: APPLY_STATUS_LABEL.failed, color: 'error' },
}

export const OPEN_ACCOUNT_STATUSES: Record<string, StatusStyle> = {
  pending: { text: OPEN_ACCOUNT_STATUS_LABEL.pending, color: 'warning' },
  approved: { text: OPEN_ACCOUNT_STATUS_LABEL.approved, color: 'success' },
  returned: { text: OPEN_ACCOUNT_STATUS_LABEL.returned, color: 'error' },
}
export const OPEN_ACCOUNT_OPTIONS = optionsOf(OPEN_ACCOUNT_STATUS_LABEL)

export const LARGE_REDEEM_STATUSES: Record<string, StatusStyle> = {
  pending: { text: LARGE_REDEEM_STATUS_LABEL.pending, color: 'warning' },
  full: { text: LARGE_REDEEM_STATUS_LABEL.full, color: 'success' },
  partial: { text: LARGE_REDEEM_STATUS_LABEL.partial, color: 'processing' },
}
export const LARGE_REDEEM_OPTIONS = optionsOf(LARGE_REDEEM_STATUS_LABEL)

/** Whole units with thousands separators. */
export const formatShares = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('zh-CN')

export const shareColumn = <Row>(
  title: string,
  field: string,
  sortable = false,
): ColumnType<Row> => ({
  title,
  dataIndex: field,
  key: field,
  align: 'right',
  className: 'col-number',
  sorter: sortable || undefined,
  render: (v: number | null) => formatShares(v),
})
