import { Form } from 'antd'
import { FileUpload } from '@/components/file-upload/file-upload'
import { sendDocument } from '@/api/public/applications'
import { DOCUMENTS } from '../registration-form'
import { fileRules } from '../rules'

/** 上传材料: three documents, each PDF, JPG or PNG up to 10 MB. */
export function DocumentFields() {
  return (
    <>
      {DOCUMENTS.map(([name, label, extra]) => (
        <Form.Item
          key={name}
          name={name}
          label={label}
          extra={extra}
          rules={fileRules(label)}
          required
          validateTrigger="onChange"
        >
          <FileUpload send={sendDocument} />
        </Form.Item>
      ))}
    </>
  )
}
