import { Form, Select } from 'antd'
import { LimitedTextArea } from '@/components/limited-text-area'
import { FileUpload } from '@/components/file-upload/file-upload'
import {
  CHANGE_DOC_MAX_BYTES,
  CHANGE_DOC_TYPES,
  CHANGE_LIMITS,
  CHANGE_TYPES,
} from '@contract/api/contract-manage'
import { uploadChangeDocument } from '@/api/contract/changes'

const TYPE_OPTIONS = Object.entries(CHANGE_TYPES).map(([value, label]) => ({ value, label }))
const text = (label: string, max: number) => [
  { required: true, whitespace: true, message: `请填写${label}` },
  { max, message: `${label}不能超过${max}个字符` },
]

interface Props {
  /** The contracts to choose from. */
  options: { value: string; label: string }[]
  loading: boolean
  /** A saved request keeps its contract. */
  locked: boolean
}

/** A change request's fields: contract, 变更类型, 变更内容, 变更原因 and 变更材料. */
export function ChangeFields({ options, loading, locked }: Props) {
  return (
    <>
      <Form.Item
        name="contractId"
        label="变更合同"
        rules={[{ required: true, message: '请选择合同' }]}
      >
        <Select
          aria-label="变更合同"
          placeholder="请选择已生效的合同"
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          disabled={locked}
          options={options}
        />
      </Form.Item>
      <Form.Item
        name="changeType"
        label="变更类型"
        rules={[{ required: true, message: '请选择变更类型' }]}
      >
        <Select aria-label="变更类型" placeholder="请选择" options={TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item name="content" label="变更内容" rules={text('变更内容', CHANGE_LIMITS.content)}>
        <LimitedTextArea
          rows={3}
          max={CHANGE_LIMITS.content}
          placeholder="如：管理费率由 1.50%/年 调整为 1.20%/年"
        />
      </Form.Item>
      <Form.Item name="reason" label="变更原因" rules={text('变更原因', CHANGE_LIMITS.reason)}>
        <LimitedTextArea rows={3} max={CHANGE_LIMITS.reason} />
      </Form.Item>
      <Form.Item
        name="documents"
        label="变更材料"
        extra="补充协议、投资者同意函等，提交时至少上传 1 个"
        rules={[{ required: true, type: 'array', min: 1, message: '请上传变更材料' }]}
      >
        <FileUpload
          send={uploadChangeDocument}
          accept={CHANGE_DOC_TYPES}
          maxBytes={CHANGE_DOC_MAX_BYTES}
          maxCount={CHANGE_LIMITS.documents}
        />
      </Form.Item>
    </>
  )
}
