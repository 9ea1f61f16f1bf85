import { Form } from 'antd'
import { digitsOnly, RULES } from '../form-rules'
import { LimitedInput } from '@/components/limited-input'

/** 预留手机号码: the mobile registered with the firm, where the next step's SMS code goes. */
export function MobileField() {
  return (
    <Form.Item
      name="mobile"
      label="预留手机号码"
      required
      validateTrigger="onBlur"
      normalize={digitsOnly}
      rules={RULES.mobile}
      extra="下一步将向该手机号码发送短信验证码"
    >
      <LimitedInput max={11} inputMode="numeric" autoComplete="tel" placeholder="请输入手机号码" />
    </Form.Item>
  )
}
