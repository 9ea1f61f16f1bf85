import { useQuery } from '@tanstack/react-query'
import { Select, type SelectProps } from 'antd'
import { useSessionStore } from '@/stores/session-store'
import { queryReportFunds } from '../api/financial-report-funds'

/** The organisation's funds with books as options (code and name), cached for the session. */
export function useReportFundOptions() {
  const orgId = useSessionStore((s) => s.user?.orgId)
  const query = useQuery({
    queryKey: ['valuation-report-funds', orgId],
    queryFn: queryReportFunds,
    staleTime: Infinity,
  })
  const options = (query.data ?? []).map((f) => ({
    value: f.fundCode,
    label: `${f.fundCode} ${f.fundName}`,
  }))
  return { options, loading: query.isLoading }
}

/** 产品 for 增值税, 报表 and 凭证: searchable by code or name. */
export function ReportFundSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { options, loading } = useReportFundOptions()
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
