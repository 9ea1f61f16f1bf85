import { Form } from 'antd'
import { emailRules, mobileRules, textRules } from '../rules'
import { SmsCodeField } from './sms-code-field'
import { LimitedInput } from '@/components/limited-input'

/** 联系人: who the custodian deals with; the code proves the mobile. */
export function ContactFields() {
  return (
    <>
      <Form.Item name="contactName" label="联系人" rules={textRules('联系人姓名', 30)}>
        <LimitedInput placeholder="请输入联系人姓名" max={30} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label="手机号"
        rules={mobileRules}
        extra="审核结果将以短信发送至该手机"
      >
        <LimitedInput
          placeholder="请输入11位手机号"
          max={11}
          inputMode="numeric"
          autoComplete="tel"
        />
      </Form.Item>
      <SmsCodeField purpose="reg" mobileName="mobile" name="smsCode" id="reg-sms-code" />
      <Form.Item name="email" label="电子邮箱" rules={emailRules}>
        <LimitedInput placeholder="如 name@example.com" max={100} autoComplete="email" />
      </Form.Item>
    </>
  )
}
