import { App, Select } from 'antd'
import type { PerformanceFund } from '@contract/api/performance'

/** How many funds 产品对比 compares at most. */
export const MAX_COMPARED = 5

interface Props {
  funds: readonly PerformanceFund[]
  loading: boolean
  value: string[]
  onChange: (codes: string[]) => void
}

/** 对比产品: up to five funds; a sixth is refused with a message, the five stay. */
export function FundPicker({ funds, loading, value, onChange }: Props) {
  const { message } = App.useApp()
  const change = (codes: string[]) => {
    if (codes.length > MAX_COMPARED) {
      void message.warning(`最多选择${MAX_COMPARED}只产品进行对比`)
      return
    }
    onChange(codes)
  }
  return (
    <Select<string[]>
      mode="multiple"
      aria-label="对比产品"
      placeholder={`选择2至${MAX_COMPARED}只产品`}
      style={{ minWidth: 420, maxWidth: 760 }}
      loading={loading}
      value={value}
      onChange={change}
      showSearch={{ optionFilterProp: 'label' }}
      options={funds.map((f) => ({ value: f.fundCode, label: `${f.fundCode} ${f.fundName}` }))}
    />
  )
}
