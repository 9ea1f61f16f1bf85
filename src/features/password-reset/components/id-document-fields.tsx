import { Form, Select } from 'antd'
import type { IdType } from '@contract/id-types'
import { idNumberRule, normalizeIdNumber } from '../form-rules'
import { LimitedInput } from '@/components/limited-input'

interface Props {
  typeName: string
  numberName: string
  types: readonly IdType[]
}

/** 证件类型 and 证件号码; the number is checked by the type's rule, again when the type changes. */
export function IdDocumentFields({ typeName, numberName, types }: Props) {
  return (
    <>
      <Form.Item
        name={typeName}
        label="证件类型"
        rules={[{ required: true, message: '请选择证件类型' }]}
      >
        <Select
          options={types.map(({ value, label }) => ({ value, label }))}
          placeholder="请选择证件类型"
        />
      </Form.Item>
      <Form.Item
        name={numberName}
        label="证件号码"
        required
        dependencies={[typeName]}
        validateTrigger="onBlur"
        normalize={normalizeIdNumber}
        rules={[idNumberRule(typeName)]}
      >
        <LimitedInput max={20} autoComplete="off" placeholder="请输入证件号码" />
      </Form.Item>
    </>
  )
}
