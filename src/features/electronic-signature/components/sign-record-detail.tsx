import { DownloadOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { SIGN_DOC_TYPES, SIGN_SOURCES, type SignRecordDetail } from '@contract/api/e-signature'
import { signRecordQuery } from '@/api/esign/sign-records'
import { useDownloadSigned } from '../hooks/use-download-signed'
import { SealMark } from './seal-mark'

const FIELDS: DetailField<SignRecordDetail>[] = [
  { label: '文件编号', field: 'docNo' },
  { label: '文件类型', render: (r) => SIGN_DOC_TYPES[r.docType] },
  { label: '文件名称', field: 'title', wide: true },
  { label: '产品', render: (r) => `${r.fundCode} ${r.fundName}`, wide: true },
  { label: '来源', render: (r) => SIGN_SOURCES[r.source] },
  { label: '发起方', field: 'initiator' },
  { label: '发起时间', field: 'initiatedAt', kind: 'datetime' },
  { label: '页数', render: (r) => `${r.pages} 页` },
  { label: '签署人', field: 'signer' },
  { label: '签署时间', field: 'signedAt', kind: 'datetime' },
  { label: '印章', field: 'sealName', wide: true },
  {
    label: '盖章位置',
    render: (r) => `第 ${r.page} 页，距左 ${r.x}%，距顶 ${r.y}%`,
    wide: true,
  },
]

interface Props {
  docId: string | undefined
  onClose: () => void
}

/** A signed document beside the list: its facts, the seal used, its steps and 下载. */
export function SignRecordDrawer({ docId, onClose }: Props) {
  const detail = useQuery({ ...signRecordQuery(docId ?? ''), enabled: Boolean(docId) })
  const { busy, download } = useDownloadSigned()
  const record = detail.data
  const footer = record && (
    <Button
      type="primary"
      icon={<DownloadOutlined />}
      loading={busy === record.docId}
      onClick={() => void download(record)}
    >
      下载已签署文件
    </Button>
  )
  return (
    <DetailDrawer
      open={Boolean(docId)}
      title="签署详情"
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={footer}
    >
      {record && (
        <>
          <DetailFields record={record} fields={FIELDS} />
          <div className="esign-detail-seal">
            <SealMark face={record.seal} name={record.sealName} size={96} />
            <span className="esign-muted">签署所用印章</span>
          </div>
          <h3 className="esign-section">签署进度</h3>
          <StatusTimeline steps={record.steps} label="签署进度" />
        </>
      )}
    </DetailDrawer>
  )
}
