import { Button, Card, Empty, Result, Select, Table, type TableColumnsType } from 'antd'
import {
  DEMAND_STATUS_LABEL,
  DEMAND_STATUSES,
  type DemandStatus,
  type DemandSuggestion,
} from '@contract/api/demand'
import { useMyDemands } from '../hooks/use-my-demands'
import { DemandDetail } from './demand-detail'
import { DemandStatusTag } from './demand-status-tag'
import { serverPagination } from '@/lib/server-pagination'

export interface DemandListState {
  status: DemandStatus | ''
  pageNo: number
  pageSize: number
}

const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  ...DEMAND_STATUSES.map((s) => ({ value: s, label: DEMAND_STATUS_LABEL[s] })),
]

const COLUMNS: TableColumnsType<DemandSuggestion> = [
  { title: '提交时间', dataIndex: 'submittedAt', width: 168 },
  { title: '需求类别', dataIndex: 'category', width: 100 },
  { title: '需求描述', dataIndex: 'content', ellipsis: true },
  {
    title: '附件',
    key: 'attachment',
    // Only in wide windows (the expanded row names it), so the description has room.
    responsive: ['lg'],
    width: 180,
    ellipsis: true,
    render: (_, d) => d.attachment?.fileName ?? '—',
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: DemandStatus) => <DemandStatusTag status={status} />,
  },
  { title: '回复', key: 'replies', width: 64, align: 'right', render: (_, d) => d.replies.length },
]

interface Props {
  state: DemandListState
  onChange: (next: DemandListState) => void
}

/** 我的建议: the user's suggestions, newest first, by status, a row opening to its replies. */
export function DemandList({ state, onChange }: Props) {
  const query = useMyDemands(state.status, state.pageNo, state.pageSize)
  const filter = (
    <Select
      aria-label="按状态筛选"
      value={state.status}
      options={STATUS_OPTIONS}
      onChange={(status) => onChange({ ...state, status, pageNo: 1 })}
      style={{ width: 128 }}
    />
  )
  return (
    <Card title="我的建议" extra={filter} className="demand-list">
      {query.isError && !query.data ? (
        <Result
          status="error"
          title="我的建议加载失败"
          subTitle="请检查网络后重试。"
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              重新加载
            </Button>
          }
        />
      ) : (
        <Table<DemandSuggestion>
          rowKey="demandId"
          size="middle"
          columns={COLUMNS}
          dataSource={query.data?.list}
          loading={query.isFetching}
          scroll={{ x: 760 }}
          expandable={{
            expandedRowRender: (demand) => <DemandDetail demand={demand} />,
            expandRowByClick: true,
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={state.status ? '暂无该状态的建议' : '您还没有提交过需求建议'}
              />
            ),
          }}
          pagination={serverPagination(state, query.data?.total ?? 0, (page) =>
            onChange({ ...state, ...page }),
          )}
        />
      )}
    </Card>
  )
}
