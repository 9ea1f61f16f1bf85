import { Button, Form, Select } from 'antd'
import { useState } from 'react'
import { FileUpload } from '@/components/file-upload/file-upload'
import { LimitedTextArea } from '@/components/limited-text-area'
import { notify } from '@/lib/notify'
import {
  DEMAND_ATTACHMENT_MAX_BYTES,
  DEMAND_ATTACHMENT_TYPES,
  DEMAND_CATEGORIES,
  DEMAND_TEXT_MAX,
} from '@contract/api/demand'
import type { UploadedFile } from '@contract/api/upload'
import { uploadDemandAttachment } from '@/api/demand/upload-demand-attachment'
import { useSubmitDemand } from '../hooks/use-submit-demand'

interface Values {
  category?: string
  content?: string
  attachment?: UploadedFile[]
}

export const SUBMITTED = '提交成功，感谢您的建议！处理进度和回复可在“我的建议”中查看'
const CATEGORY_OPTIONS = DEMAND_CATEGORIES.map((c) => ({ value: c, label: c }))
const ATTACHMENT_HINT = '选填，1 个文件：PDF、Word、Excel、PNG、JPG 格式，不超过 10 MB'

/**
 * The suggestion form: 需求类别, 需求描述 (up to 2,000 characters, counted), an optional
 * 附件. A failed submit keeps everything typed (the client shows the server's reason).
 */
export function DemandForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [form] = Form.useForm<Values>()
  const submit = useSubmitDemand()
  // A new form after a success: no leftover hint, upload state or validation marks.
  const [round, setRound] = useState(0)

  const finish = ({ category, content, attachment }: Values) =>
    submit.mutate(
      {
        category: category ?? '',
        content: content ?? '',
        attachmentId: attachment?.[0]?.fileId,
      },
      {
        onSuccess: () => {
          notify.success(SUBMITTED)
          form.resetFields()
          setRound((n) => n + 1)
          onSubmitted()
        },
      },
    )

  return (
    <Form
      key={round}
      form={form}
      layout="vertical"
      className="demand-form"
      onFinish={finish}
      disabled={submit.isPending}
      requiredMark
    >
      <Form.Item
        name="category"
        label="需求类别"
        rules={[{ required: true, message: '请选择需求类别' }]}
      >
        <Select options={CATEGORY_OPTIONS} placeholder="请选择需求类别" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item
        name="content"
        label="需求描述"
        rules={[{ required: true, whitespace: true, message: '请输入需求描述' }]}
      >
        <LimitedTextArea
          max={DEMAND_TEXT_MAX}
          autoSize={{ minRows: 5, maxRows: 12 }}
          placeholder="请描述您遇到的问题或希望改进的地方，例如所在页面、操作步骤和期望效果"
        />
      </Form.Item>
      <Form.Item name="attachment" label="附件" className="demand-form__attachment">
        <FileUpload
          send={uploadDemandAttachment}
          accept={DEMAND_ATTACHMENT_TYPES}
          maxBytes={DEMAND_ATTACHMENT_MAX_BYTES}
          hint={ATTACHMENT_HINT}
        />
      </Form.Item>
      <Form.Item className="demand-form__actions">
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          提交
        </Button>
      </Form.Item>
    </Form>
  )
}
