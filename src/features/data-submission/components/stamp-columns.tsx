import { Button, Popconfirm, Tooltip } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import {
  REPORT_KIND_LABEL,
  STAMP_CONFIRM_LABEL,
  type StampResult,
} from '@contract/api/data-submission'

const CONFIRM_STYLES = {
  pending: { text: STAMP_CONFIRM_LABEL.pending, color: 'warning' },
  confirmed: { text: STAMP_CONFIRM_LABEL.confirmed, color: 'success' },
} as const

interface Actions {
  sortOrder: (field: string) => 'ascend' | 'descend' | null
  busyId: string | undefined
  onDownload: (r: StampResult) => void
  onConfirm: (r: StampResult) => Promise<unknown>
}

const fileCell = (name: string) => (
  <Tooltip title={name}>
    <span className="ds-file">{name}</span>
  </Tooltip>
)

/** 用印结果查询's columns: the sealed file to download and, while it waits, 确认. */
export function stampColumns(a: Actions): ColumnType<StampResult>[] {
  return [
    { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    {
      title: '报告类型',
      dataIndex: 'kind',
      key: 'kind',
      width: 90,
      render: (_: unknown, r) => REPORT_KIND_LABEL[r.kind],
    },
    { title: '报告期', dataIndex: 'periodName', key: 'periodName', width: 130 },
    {
      ...dateColumn<StampResult>({
        title: '用印日期',
        field: 'stampedAt',
        withTime: true,
        sortable: true,
      }),
      sortOrder: a.sortOrder('stampedAt'),
    },
    { title: '印章', dataIndex: 'sealName', key: 'sealName' },
    statusColumn<StampResult>({ title: '确认状态', field: 'confirm', statuses: CONFIRM_STYLES }),
    { title: '用印文件', dataIndex: 'stampFileName', key: 'stampFileName', render: fileCell },
    actionColumn<StampResult>(
      (r) => (
        <span className="ds-actions">
          <Button
            type="link"
            size="small"
            loading={a.busyId === r.reportId}
            onClick={() => a.onDownload(r)}
          >
            下载用印文件
          </Button>
          {r.confirm === 'pending' && (
            <Popconfirm
              title="确认用印结果"
              description="请先下载并核对用印文件，确认后不可撤回。"
              okText="确认"
              onConfirm={() => a.onConfirm(r)}
            >
              <Button type="link" size="small">
                确认
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
      170,
    ),
  ]
}
