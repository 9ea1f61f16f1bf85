import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { NavRange } from '@contract/api/fund-query'
import { fundAccountsQuery, fundDetailQuery, fundFeesQuery } from '@/api/fund/fund-detail'
import { fundContractsQuery } from '@/api/fund/fund-contracts'
import { fundNavListQuery, fundNavQuery } from '@/api/fund/fund-nav'

export const useFundDetail = (fundCode: string) =>
  useQuery({ ...fundDetailQuery(fundCode), enabled: Boolean(fundCode), retry: false })

export const useFundAccounts = (fundCode: string) => useQuery(fundAccountsQuery(fundCode))

export const useFundFees = (fundCode: string) => useQuery(fundFeesQuery(fundCode))

export const useFundContracts = (fundCode: string) => useQuery(fundContractsQuery(fundCode))

export const useFundNav = (fundCode: string, range: NavRange) =>
  useQuery({ ...fundNavQuery(fundCode, range), placeholderData: keepPreviousData })

export const useFundNavList = (fundCode: string, pageNo: number, pageSize: number) =>
  useQuery({ ...fundNavListQuery(fundCode, pageNo, pageSize), placeholderData: keepPreviousData })
