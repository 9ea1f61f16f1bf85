import { Button, Empty, Result, Table, Tag, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import type { DoneItem, DoneQuery } from '@contract/api/todo'
import { useDoneList } from '../hooks/use-todo-queries'
import { DoneFilter } from './done-filter'
import { serverPagination } from '@/lib/server-pagination'

const RESULT_COLOURS: Record<string, string> = { 已退回: 'orange', 已通过: 'green', 已签署: 'blue' }

const columns: TableColumnsType<DoneItem> = [
  { title: '标题', dataIndex: 'title', ellipsis: true },
  { title: '业务类型', dataIndex: 'menuName', width: 140 },
  { title: '提交时间', dataIndex: 'submittedAt', width: 180 },
  { title: '办结时间', dataIndex: 'doneAt', width: 180 },
  {
    title: '办理结果',
    dataIndex: 'result',
    width: 110,
    render: (result: string) => <Tag color={RESULT_COLOURS[result] ?? 'default'}>{result}</Tag>,
  },
]

/** 办结: the organisation's finished items, filtered and paged by the server, with 导出. */
export function DoneList() {
  const [filter, setFilter] = useState<DoneQuery>({})
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  const query = useDoneList({ ...filter, ...page })

  const search = (next: DoneQuery) => {
    setFilter(next)
    setPage((p) => ({ ...p, pageNo: 1 }))
  }
  const empty =
    filter.tittle || filter.beginDate || filter.endDate ? '没有符合条件的办结事项' : '暂无办结事项'

  return (
    <>
      <DoneFilter onSearch={search} />
      <div className="todo-done-toolbar">
        <ExportButton
          source="done-list"
          params={{ ...filter }}
          fileName="待办办结_办结列表"
          disabled={!query.data?.total}
        />
      </div>
      {query.isError && !query.data ? (
        <Result
          status="error"
          title="办结列表加载失败"
          subTitle="暂时无法获取办结事项，请稍后重试。"
          extra={<Button onClick={() => void query.refetch()}>重新加载</Button>}
        />
      ) : (
        <Table<DoneItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list}
          loading={query.isFetching}
          scroll={{ x: 860 }}
          locale={{ emptyText: <Empty description={empty} /> }}
          pagination={serverPagination(page, query.data?.total ?? 0, setPage)}
        />
      )}
    </>
  )
}
