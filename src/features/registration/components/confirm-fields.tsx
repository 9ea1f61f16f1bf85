import { Checkbox, Descriptions, Form } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { DOCUMENTS, type RegistrationValues } from '../registration-form'

// Read by few: its dialog loads when asked for.
const AgreementDialog = lazy(() => import('./agreement-dialog'))

const mask = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')

interface Props {
  values: Partial<RegistrationValues>
  onEdit: (step: number) => void
}

/** 确认提交: everything once more, with a way back to each part, and the agreement. */
export function ConfirmFields({ values, onEdit }: Props) {
  const [reading, setReading] = useState(false)
  const edit = (step: number, label: string) => (
    <button type="button" className="apply-link-button" onClick={() => onEdit(step)}>
      修改{label}
    </button>
  )
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={1}
        title="机构信息"
        extra={edit(0, '机构信息')}
        items={[
          { label: '机构全称', children: values.orgName },
          { label: '统一社会信用代码', children: values.creditCode },
          { label: '管理人登记编号', children: values.amacNo },
          { label: '注册地址', children: values.regAddress },
          { label: '办公地址', children: values.officeAddress },
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={1}
        title="联系人"
        extra={edit(1, '联系人')}
        items={[
          { label: '联系人', children: values.contactName },
          { label: '手机号', children: mask(values.mobile ?? '') },
          { label: '电子邮箱', children: values.email },
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={1}
        title="上传材料"
        extra={edit(2, '材料')}
        items={DOCUMENTS.map(([name, label]) => ({
          label,
          children: values[name]?.map((f) => f.fileName).join('、'),
        }))}
      />
      <Form.Item
        name="agreed"
        valuePropName="checked"
        validateTrigger="onChange"
        rules={[
          {
            validator: (_, checked: boolean | undefined) =>
              checked
                ? Promise.resolve()
                : Promise.reject(new Error('请阅读并同意《管理人服务平台用户服务协议》')),
          },
        ]}
      >
        <Checkbox>
          我已阅读并同意
          <button
            type="button"
            className="apply-link-button"
            onClick={(e) => {
              e.preventDefault()
              setReading(true)
            }}
          >
            《管理人服务平台用户服务协议》
          </button>
        </Checkbox>
      </Form.Item>
      {reading && (
        <Suspense fallback={null}>
          <AgreementDialog open onClose={() => setReading(false)} />
        </Suspense>
      )}
    </>
  )
}
