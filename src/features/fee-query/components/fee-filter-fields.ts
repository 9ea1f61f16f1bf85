import type { Dayjs } from 'dayjs'
import type { DateRangeFieldSpec, SelectFieldSpec } from '@/components/query-table/query-field-spec'
import { beijingTodayDay } from '@/lib/dayjs'
import { FEE_RANGE_MAX_YEARS, FEE_TYPE_NAMES, FEE_TYPES } from '@contract/api/fee'
import { useFeeFundOptions } from '../hooks/use-fee-funds'

/* The filters the fee pages share: 产品, 费用类型 and a date range of at most three years. */

export const FUND_FIELD: SelectFieldSpec = {
  name: 'fundCode',
  kind: 'select',
  label: '产品',
  placeholder: '全部产品',
  useOptions: useFeeFundOptions,
  props: { showSearch: { optionFilterProp: 'label' }, popupMatchSelectWidth: 360 },
}

const FEE_TYPE_OPTIONS = FEE_TYPES.map((value) => ({ value, label: FEE_TYPE_NAMES[value] }))

export const FEE_TYPES_FIELD: SelectFieldSpec = {
  name: 'feeTypes',
  kind: 'multi',
  label: '费用类型',
  placeholder: '全部费用',
  options: FEE_TYPE_OPTIONS,
  props: { maxTagCount: 'responsive' },
}

const withinLimit = async (_: unknown, range: [Dayjs, Dayjs] | null | undefined) => {
  if (range && !range[1].isBefore(range[0].add(FEE_RANGE_MAX_YEARS, 'year'))) {
    throw new Error(`查询区间不能超过${FEE_RANGE_MAX_YEARS}年`)
  }
}

export const dateRangeField = (name: string, label: string): DateRangeFieldSpec => ({
  name,
  kind: 'dateRange',
  label,
  wide: true,
  bounds: () => ({ max: beijingTodayDay(), maxSpan: { years: FEE_RANGE_MAX_YEARS } }),
  rules: [{ validator: withinLimit }],
})
