import { Button, Tag, Tooltip } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn, type StatusStyle } from '@/components/query-table/columns'
import { formatDate } from '@/lib/format'
import {
  REPORT_STATUS_LABEL,
  type PeriodicReport,
  type ReportStatus,
} from '@contract/api/data-submission'

export const REPORT_STATUSES: Readonly<Record<ReportStatus, StatusStyle>> = {
  pending: { text: REPORT_STATUS_LABEL.pending, color: 'warning' },
  uploaded: { text: REPORT_STATUS_LABEL.uploaded, color: 'default' },
  auditing: { text: REPORT_STATUS_LABEL.auditing, color: 'processing' },
  stamped: { text: REPORT_STATUS_LABEL.stamped, color: 'success' },
  returned: { text: REPORT_STATUS_LABEL.returned, color: 'error' },
}

export interface ReportActions {
  sortOrder: (field: string) => 'ascend' | 'descend' | null
  onDetail: (r: PeriodicReport) => void
  onUpload: (r: PeriodicReport) => void
  onDownload: (r: PeriodicReport) => void
  busyId: string | undefined
}

/** A kind's columns: the status tag carries the reason a report came back. */
export function reportColumns(a: ReportActions): ColumnType<PeriodicReport>[] {
  return [
    { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 90 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    {
      title: '报告期',
      dataIndex: 'period',
      key: 'period',
      sorter: true,
      sortOrder: a.sortOrder('period'),
      render: (_: unknown, r) => r.periodName,
    },
    {
      ...dateColumn<PeriodicReport>({ title: '报送截止日', field: 'dueDate', sortable: true }),
      width: 140,
      sortOrder: a.sortOrder('dueDate'),
      render: (_: unknown, r) => (
        <>
          {formatDate(r.dueDate)}
          {r.overdue && (
            <Tag className="ds-overdue" color="red" variant="outlined">
              已逾期
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (_: unknown, r) => (
        <>
          <Tag color={REPORT_STATUSES[r.status].color}>{REPORT_STATUSES[r.status].text}</Tag>
          {r.status === 'returned' && r.returnReason && (
            <div className="ds-reason">退回原因：{r.returnReason}</div>
          )}
        </>
      ),
    },
    {
      ...dateColumn<PeriodicReport>({
        title: '上传时间',
        field: 'uploadedAt',
        withTime: true,
        sortable: true,
      }),
      sortOrder: a.sortOrder('uploadedAt'),
    },
    {
      title: '报告文件',
      dataIndex: 'fileName',
      key: 'fileName',
      render: (name?: string) =>
        name ? (
          <Tooltip title={name}>
            <span className="ds-file">{name}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    actionColumn<PeriodicReport>(
      (r) => (
        <span className="ds-actions">
          {(r.status === 'pending' || r.status === 'returned') && (
            <Button type="link" size="small" onClick={() => a.onUpload(r)}>
              {r.status === 'returned' ? '重新上传' : '上传'}
            </Button>
          )}
          {r.status === 'stamped' && (
            <Button
              type="link"
              size="small"
              loading={a.busyId === r.reportId}
              onClick={() => a.onDownload(r)}
            >
              下载用印文件
            </Button>
          )}
          <Button type="link" size="small" onClick={() => a.onDetail(r)}>
            详情
          </Button>
        </span>
      ),
      180,
    ),
  ]
}
