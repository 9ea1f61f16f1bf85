import { Table } from 'antd'
import { useState } from 'react'
import { dateColumn, navColumn, percentColumn } from '@/components/query-table/columns'
import { LoadFailed } from '@/components/load-failed'
import { serverPagination } from '@/lib/server-pagination'
import type { NavRow } from '@contract/api/fund-query'
import { useFundNavList } from '../hooks/use-fund-queries'

const COLUMNS = [
  dateColumn<NavRow>({ title: '净值日期', field: 'date' }),
  navColumn<NavRow>({ title: '单位净值', field: 'unitNav' }),
  navColumn<NavRow>({ title: '累计净值', field: 'accumNav' }),
  percentColumn<NavRow>({ title: '日涨跌幅', field: 'dailyReturn' }),
]

/** Every day's NAV, newest first, paged by the server. */
export function FundNavTable({ fundCode }: { fundCode: string }) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  const list = useFundNavList(fundCode, page.pageNo, page.pageSize)
  if (list.isError && !list.data) {
    return <LoadFailed title="净值明细加载失败" onRetry={() => void list.refetch()} />
  }
  return (
    <Table<NavRow>
      title={() => '净值明细'}
      rowKey="date"
      size="small"
      columns={COLUMNS}
      dataSource={list.data?.list}
      loading={list.isFetching}
      pagination={serverPagination(page, list.data?.total ?? 0, setPage)}
    />
  )
}
