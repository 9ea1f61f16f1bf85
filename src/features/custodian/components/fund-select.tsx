import { Select, type SelectProps } from 'antd'
import { useFundOptions } from '../hooks/use-fund-options'

/** 产品: the organisation's funds, searchable by code or name. */
export function FundSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { options, loading } = useFundOptions()
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
