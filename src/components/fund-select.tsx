import { useQuery } from '@tanstack/react-query'
import { Select, type SelectProps } from 'antd'
import { useSessionUser } from '@/stores/session-store'

/** Where a page's 产品 picker gets its funds: a query key and the endpoint that lists them. */
export interface FundSource {
  key: readonly unknown[]
  load: () => Promise<readonly { fundCode: string; fundName: string }[]>
}

/** The source's funds as Select options (label: code and name), cached for the session. */
export function useFundOptions(funds: FundSource) {
  const orgId = useSessionUser()?.orgId
  const query = useQuery({
    queryKey: [...funds.key, orgId],
    queryFn: funds.load,
    staleTime: Infinity,
  })
  const options = (query.data ?? []).map((f) => ({
    value: f.fundCode,
    label: `${f.fundCode} ${f.fundName}`,
  }))
  return { options, loading: query.isLoading }
}

interface Props extends Omit<SelectProps<string>, 'options'> {
  funds: FundSource
}

/** 产品: the organisation's funds from the page's source, searchable by code or name. */
export function FundSelect({ funds, ...props }: Props) {
  const { options, loading } = useFundOptions(funds)
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
