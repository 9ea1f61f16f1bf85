import type { StatusStyle } from '@/components/query-table/columns'
import { COOPERATION_STATUS_LABEL, type CooperationStatus } from '@contract/api/sales'

export const AGENCY_STATUSES: Record<CooperationStatus, StatusStyle> = {
  active: { text: COOPERATION_STATUS_LABEL.active, color: 'success' },
  paused: { text: COOPERATION_STATUS_LABEL.paused, color: 'warning' },
  ended: { text: COOPERATION_STATUS_LABEL.ended, color: 'default' },
}

export const AGENCY_STATUS_OPTIONS = Object.entries(AGENCY_STATUSES).map(([value, s]) => ({
  value,
  label: s.text,
}))

export const AGENCY_KIND_OPTIONS = ['商业银行', '证券公司', '独立基金销售机构'].map((k) => ({
  value: k,
  label: k,
}))
