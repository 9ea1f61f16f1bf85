import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { NavRange } from '@contract/api/fund-query'
import { queryFundAccounts, queryFundDetail, queryFundFees } from '@/api/fund/fund-detail'
import { queryFundContracts } from '@/api/fund/fund-contracts'
import { queryFundNav, queryFundNavList } from '@/api/fund/fund-nav'

/** Every call about one fund is cached under ['fund', code, …]. */
export const fundKey = (fundCode: string, ...rest: unknown[]) => ['fund', fundCode, ...rest]

export const useFundDetail = (fundCode: string) =>
  useQuery({
    queryKey: fundKey(fundCode, 'detail'),
    queryFn: () => queryFundDetail(fundCode),
    enabled: Boolean(fundCode),
    retry: false,
  })

export const useFundAccounts = (fundCode: string) =>
  useQuery({ queryKey: fundKey(fundCode, 'accounts'), queryFn: () => queryFundAccounts(fundCode) })

export const useFundFees = (fundCode: string) =>
  useQuery({ queryKey: fundKey(fundCode, 'fees'), queryFn: () => queryFundFees(fundCode) })

export const useFundContracts = (fundCode: string) =>
  useQuery({
    queryKey: fundKey(fundCode, 'contracts'),
    queryFn: () => queryFundContracts(fundCode),
  })

export const useFundNav = (fundCode: string, range: NavRange) =>
  useQuery({
    queryKey: fundKey(fundCode, 'nav', range),
    queryFn: () => queryFundNav(fundCode, range),
    placeholderData: keepPreviousData,
  })

export const useFundNavList = (fundCode: string, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: fundKey(fundCode, 'nav-list', pageNo, pageSize),
    queryFn: () => queryFundNavList(fundCode, pageNo, pageSize),
    placeholderData: keepPreviousData,
  })
