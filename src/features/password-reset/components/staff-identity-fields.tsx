import { Form } from 'antd'
import { ID_TYPES } from '@contract/id-types'
import { RULES } from '../form-rules'
import { IdDocumentFields } from './id-document-fields'
import { MobileField } from './mobile-field'
import { LimitedInput } from '@/components/limited-input'

const PERSON_TYPES = ID_TYPES.filter((t) => t.holder === 'person')

/** Step 1 for staff: who they are, as the firm registered them. */
export function StaffIdentityFields() {
  return (
    <>
      <Form.Item
        name="userName"
        label="用户名"
        required
        validateTrigger="onBlur"
        rules={RULES.userName}
      >
        <LimitedInput max={50} autoComplete="username" placeholder="请输入登录用户名" />
      </Form.Item>
      <IdDocumentFields typeName="idType" numberName="idCode" types={PERSON_TYPES} />
      <MobileField />
    </>
  )
}
