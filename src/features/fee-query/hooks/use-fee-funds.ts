import { useQuery } from '@tanstack/react-query'
import { feeFundsQuery } from '@/api/fee/query-fee-funds'

/** The 产品 filter's options: 代码 名称, searchable by either. */
export function useFeeFundOptions() {
  const funds = useQuery(feeFundsQuery())
  return {
    loading: funds.isLoading,
    options: (funds.data ?? []).map((f) => ({
      value: f.fundCode,
      label: `${f.fundCode} ${f.fundName}`,
    })),
  }
}
