import { Alert, Descriptions, Form, Modal } from 'antd'
import { FileUpload } from '@/components/file-upload/file-upload'
import { formatDate } from '@/lib/format'
import {
  REPORT_KIND_LABEL,
  REPORT_UPLOAD_MAX_BYTES,
  REPORT_UPLOAD_TYPES,
  type PeriodicReport,
} from '@contract/api/data-submission'
import type { UploadedFile } from '@contract/api/upload'
import { reportFileSender } from '@/api/data-submission/periodic-reports'
import { useSubmitReport } from '../hooks/use-reports'

interface Props {
  /** The 待上传 or 已退回 report to upload; none while closed. */
  report: PeriodicReport | undefined
  onClose: () => void
  /** The report went to the custodian. */
  onSubmitted: (reportId: string) => void
}

/**
 * 上传 / 重新上传 a report: the report named, why it came back (if it did), the file checked
 * and sent with a progress bar and the server's verdict, then 提交报送.
 */
export function ReportUploadDialog({ report, onClose, onSubmitted }: Props) {
  const [form] = Form.useForm<{ files: UploadedFile[] }>()
  const submit = useSubmitReport(report?.kind ?? 'monthly')
  const again = report?.status === 'returned'
  const kindLabel = report ? REPORT_KIND_LABEL[report.kind] : ''
  const finish = ({ files }: { files: UploadedFile[] }) => {
    if (!report || !files[0]) return
    submit.mutate(
      { reportId: report.reportId, fileId: files[0].fileId },
      {
        onSuccess: () => {
          onSubmitted(report.reportId)
          onClose()
        },
      },
    )
  }
  return (
    <Modal
      open={Boolean(report)}
      title={`${again ? '重新上传' : '上传'}${kindLabel}`}
      okText="提交报送"
      okButtonProps={{ loading: submit.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {report && (
        <>
          <Descriptions
            className="ds-summary"
            size="small"
            column={1}
            items={[
              { label: '产品', children: `${report.fundCode} ${report.fundName}` },
              { label: '报告期', children: report.periodName },
              { label: '报送截止日', children: formatDate(report.dueDate) },
            ]}
          />
          {again && (
            <Alert
              className="ds-summary"
              type="error"
              showIcon
              title={`退回原因：${report.returnReason ?? '—'}`}
              description="请修改后重新上传，提交后托管人将再次审核。"
            />
          )}
          <Form form={form} layout="vertical" onFinish={finish} disabled={submit.isPending}>
            <Form.Item
              name="files"
              label="报告文件"
              rules={[{ required: true, type: 'array', min: 1, message: '请上传报告文件' }]}
            >
              <FileUpload
                send={reportFileSender(report.reportId)}
                accept={REPORT_UPLOAD_TYPES}
                maxBytes={REPORT_UPLOAD_MAX_BYTES}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  )
}
