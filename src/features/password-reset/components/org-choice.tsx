import { Form, Radio } from 'antd'
import type { ResetOrganization } from '@contract/api/password-reset'

interface Props {
  name: string
  label: string
  orgs: readonly ResetOrganization[]
  /** Which of the organisation's fields the form keeps. */
  valueOf: (org: ResetOrganization) => string
}

/** One organisation out of a short list, each a full-width choice (easy to tap on a phone). */
export function OrgChoice({ name, label, orgs, valueOf }: Props) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: `请选择${label}` }]}>
      <Radio.Group className="reset-orgs">
        {orgs.map((org) => (
          <Radio key={org.orgId} value={valueOf(org)}>
            {org.orgName}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  )
}
