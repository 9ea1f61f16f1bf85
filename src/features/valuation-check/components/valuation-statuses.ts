import type { StatusStyle } from '@/components/query-table/columns'
import {
  CHECK_STATUSES,
  NOTICE_STATUSES,
  SEND_RESULTS,
  SEND_STATUSES,
  type CheckStatus,
  type NoticeStatus,
  type SendResult,
  type SendStatus,
} from '@contract/api/valuation'

/** The tags of 估值核对's statuses, and their options for the query forms. */

export const CHECK_STYLES: Record<CheckStatus, StatusStyle> = {
  pending: { text: CHECK_STATUSES.pending, color: 'warning' },
  checked: { text: CHECK_STATUSES.checked, color: 'success' },
}

export const SEND_STYLES: Record<SendStatus, StatusStyle> = {
  unsent: { text: SEND_STATUSES.unsent, color: 'default' },
  sent: { text: SEND_STATUSES.sent, color: 'processing' },
  failed: { text: SEND_STATUSES.failed, color: 'error' },
}

export const NOTICE_STYLES: Record<NoticeStatus, StatusStyle> = {
  none: { text: NOTICE_STATUSES.none, color: 'default' },
  pending: { text: NOTICE_STATUSES.pending, color: 'warning' },
  confirmed: { text: NOTICE_STATUSES.confirmed, color: 'success' },
}

export const RESULT_STYLES: Record<SendResult, StatusStyle> = {
  success: { text: SEND_RESULTS.success, color: 'success' },
  failed: { text: SEND_RESULTS.failed, color: 'error' },
}

export const optionsOf = (styles: Record<string, StatusStyle>) =>
  Object.entries(styles).map(([value, style]) => ({ value, label: style.text }))
