import type { QueryField } from '@/lib/query-state'

/** 费用计提's filters in the address: both views share them. */
export const ACCRUAL_FIELDS: readonly QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'feeTypes', kind: 'multi' },
  { name: 'accrualDate', kind: 'dateRange' },
]
