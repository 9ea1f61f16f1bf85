import { Select, type SelectProps } from 'antd'
import { useSubmissionFunds } from '../hooks/use-submission-funds'

interface Props extends Omit<SelectProps<string>, 'options'> {
  scope: 'report' | 'quant'
}

/** 产品: the organisation's funds of the page, searchable by code or name. */
export function FundSelect({ scope, ...props }: Props) {
  const { options, loading } = useSubmissionFunds(scope)
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
