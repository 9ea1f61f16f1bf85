import { Select, type SelectProps } from 'antd'
import { useValuationFunds } from '../hooks/use-valuation-funds'

/** 产品: the organisation's funds with NAVs, searchable by code or name. */
export function ValuationFundSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { options, loading } = useValuationFunds()
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="全部产品"
      loading={loading}
      options={options}
      {...props}
    />
  )
}
