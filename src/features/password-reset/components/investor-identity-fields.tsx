import { Form } from 'antd'
import { ID_TYPES, isInstitutionId } from '@contract/id-types'
import { IdDocumentFields } from './id-document-fields'
import { MobileField } from './mobile-field'
import { LimitedInput } from '@/components/limited-input'

/**
 * Step 1 for investors: the document, the name it carries (a person's or an institution's) and
 * the mobile registered with their account.
 */
export function InvestorIdentityFields() {
  const form = Form.useFormInstance()
  const type = Form.useWatch<string | undefined>('certificatesType', form)
  const label = isInstitutionId(type) ? '机构名称' : '投资者姓名'
  return (
    <>
      <IdDocumentFields typeName="certificatesType" numberName="certificatesNum" types={ID_TYPES} />
      <Form.Item
        name="userName"
        label={label}
        required
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}
      >
        <LimitedInput max={100} autoComplete="name" placeholder={`请输入证件上的${label}`} />
      </Form.Item>
      <MobileField />
    </>
  )
}
