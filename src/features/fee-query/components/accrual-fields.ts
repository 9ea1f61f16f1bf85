import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { dateRangeField, FEE_TYPES_FIELD, FUND_FIELD } from './fee-filter-fields'

/** 费用计提's filters in the address: both views share them. */
export const ACCRUAL_FIELDS: readonly QueryFieldSpec[] = [
  FUND_FIELD,
  FEE_TYPES_FIELD,
  dateRangeField('accrualDate', '计提日期'),
]
