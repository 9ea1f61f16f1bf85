import { Button, Space } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { formatBytes } from '@/lib/format'
import {
  REPORT_KIND_LABEL,
  REPORT_STATUS_LABEL,
  type PeriodicReport,
  type PeriodicReportDetail,
} from '@contract/api/data-submission'
import { useReport, useStampedDownload } from '../hooks/use-reports'

const FIELDS: DetailField<PeriodicReportDetail>[] = [
  { label: '产品', render: (r) => `${r.fundCode} ${r.fundName}`, wide: true },
  { label: '报告类型', render: (r) => REPORT_KIND_LABEL[r.kind] },
  { label: '报告期', field: 'periodName' },
  { label: '状态', render: (r) => REPORT_STATUS_LABEL[r.status] },
  { label: '报送截止日', field: 'dueDate', kind: 'date' },
  { label: '报告文件', field: 'fileName', wide: true },
  { label: '文件大小', render: (r) => (r.fileSize ? formatBytes(r.fileSize) : '—') },
  { label: '上传时间', field: 'uploadedAt', kind: 'datetime' },
  { label: '用印时间', field: 'stampedAt', kind: 'datetime' },
  { label: '印章', field: 'sealName' },
]

interface Props {
  reportId: string | undefined
  onClose: () => void
  /** 上传 / 重新上传 from the drawer. */
  onUpload: (report: PeriodicReport) => void
}

/** A report beside the list: its fields, its timeline, and what can be done with it now. */
export function ReportDetailDrawer({ reportId, onClose, onUpload }: Props) {
  const detail = useReport(reportId)
  const files = useStampedDownload()
  const record = detail.data
  const footer = record && (
    <Space>
      {record.status === 'stamped' && (
        <Button
          type="primary"
          loading={files.busyId === record.reportId}
          onClick={() => void files.download(record.reportId, record.stampFileName ?? '')}
        >
          下载用印文件
        </Button>
      )}
      {(record.status === 'pending' || record.status === 'returned') && (
        <Button type="primary" onClick={() => onUpload(record)}>
          {record.status === 'returned' ? '重新上传' : '上传报告'}
        </Button>
      )}
    </Space>
  )
  return (
    <DetailDrawer
      open={Boolean(reportId)}
      title={
        record
          ? `${record.fundName} ${record.periodName}${REPORT_KIND_LABEL[record.kind]}`
          : '报告详情'
      }
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={footer}
    >
      {record && (
        <>
          <DetailFields record={record} fields={FIELDS} />
          <h3 className="ds-section">办理进度</h3>
          <StatusTimeline steps={record.steps} />
        </>
      )}
    </DetailDrawer>
  )
}
