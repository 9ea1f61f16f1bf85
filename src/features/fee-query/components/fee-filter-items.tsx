import { Form, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { BoundedRangePicker } from '@/components/bounded-date-picker'
import { beijingTodayDay } from '@/lib/dayjs'
import { FEE_RANGE_MAX_YEARS, FEE_TYPE_NAMES, FEE_TYPES } from '@contract/api/fee'
import { useFeeFundOptions } from '../hooks/use-fee-funds'

/* The filters the fee pages share: 产品, 费用类型 and a date range of at most three years. */

export function FundFilter() {
  const { options, loading } = useFeeFundOptions()
  return (
    <Form.Item name="fundCode" label="产品">
      <Select
        aria-label="产品"
        placeholder="全部产品"
        options={options}
        loading={loading}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={360}
      />
    </Form.Item>
  )
}

const FEE_TYPE_OPTIONS = FEE_TYPES.map((value) => ({ value, label: FEE_TYPE_NAMES[value] }))

export function FeeTypeFilter() {
  return (
    <Form.Item name="feeTypes" label="费用类型">
      <Select
        aria-label="费用类型"
        mode="multiple"
        placeholder="全部费用"
        options={FEE_TYPE_OPTIONS}
        maxTagCount="responsive"
        allowClear
      />
    </Form.Item>
  )
}

const withinLimit = async (_: unknown, range: [Dayjs, Dayjs] | null | undefined) => {
  if (range && !range[1].isBefore(range[0].add(FEE_RANGE_MAX_YEARS, 'year'))) {
    throw new Error(`查询区间不能超过${FEE_RANGE_MAX_YEARS}年`)
  }
}

export function DateRangeFilter({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[{ validator: withinLimit }]}>
      <BoundedRangePicker
        aria-label={label}
        allowClear
        max={beijingTodayDay()}
        maxSpan={{ years: FEE_RANGE_MAX_YEARS }}
        style={{ width: '100%' }}
      />
    </Form.Item>
  )
}
