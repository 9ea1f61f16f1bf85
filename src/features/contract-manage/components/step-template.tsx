import { Form, Radio, Skeleton, Tag } from 'antd'
import type { ContractTemplate } from '@contract/api/contract-manage'
import { LoadFailed } from '@/components/load-failed'
import { formatDate } from '@/lib/format'
import { TemplateDownload } from './template-download'

interface Props {
  templates: ContractTemplate[] | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  /** A template was chosen: the draft takes its fund type. */
  onChoose: (template: ContractTemplate) => void
}

/** 选择模板: the fund contract templates as cards to choose one of (the same as 模板中心's). */
export function StepTemplate({ templates, loading, failed, onRetry, onChoose }: Props) {
  if (failed) return <LoadFailed title="合同模板加载失败" onRetry={onRetry} />
  if (loading || !templates) return <Skeleton active />
  return (
    <Form.Item
      name="templateCode"
      label="合同模板"
      rules={[{ required: true, message: '请选择合同模板' }]}
    >
      <Radio.Group
        className="template-cards"
        aria-label="合同模板"
        onChange={(e) => {
          const chosen = templates.find((t) => t.fileCode === e.target.value)
          if (chosen) onChoose(chosen)
        }}
      >
        {templates.map((t) => (
          <Radio key={t.fileCode} value={t.fileCode} className="template-card">
            <span className="template-card__name">{t.name}</span>
            <span className="template-card__remark">{t.remark}</span>
            <span className="template-card__meta">
              <Tag>{t.fundType}</Tag>
              <span>更新于 {formatDate(t.updatedAt)}</span>
              <TemplateDownload template={t} text="下载范本" />
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  )
}
