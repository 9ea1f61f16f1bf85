import { Alert, Button, Col, Form, Radio, Row } from 'antd'
import { LimitedTextArea } from '@/components/limited-text-area'
import { FileUpload } from '@/components/file-upload/file-upload'
import { ID_CARD, ID_TYPES } from '@contract/id-types'
import { sendDocument } from '@/api/public/applications'
import { REASON_MAX, type AdminChangeValues } from '../admin-change-form'
import { MGR_SMS_ID, useAdminChange } from '../hooks/use-admin-change'
import { idNoRules } from '../id-rules'
import {
  creditCodeRules,
  emailRules,
  fileRules,
  mobileRules,
  normalizeCode,
  textRules,
} from '../rules'
import { ApplySuccess } from './apply-success'
import { SmsCodeField } from './sms-code-field'
import { LimitedInput } from '@/components/limited-input'

const PERSON_ID_TYPES = ID_TYPES.filter((t) => t.holder === 'person').map(({ value, label }) => ({
  value,
  label,
}))
const HALF = { xs: 24, md: 12 }

/** 管理员变更: the organisation, who hands over, who takes over, why, and the signed letter. */
export function AdminChangeForm() {
  const { form, busy, failure, submitted, submit, submitFailed } = useAdminChange()
  if (submitted) return <ApplySuccess title="管理员变更申请已提交" submitted={submitted} />

  return (
    <Form<AdminChangeValues>
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={{ idType: ID_CARD }}
      onFinish={(values) => void submit(values)}
      onFinishFailed={submitFailed}
      className="apply-form"
    >
      {failure && (
        <Alert
          className="apply-alert"
          type="error"
          showIcon
          title={`提交未成功：${failure}`}
          description="您填写的信息和上传的授权书均已保留。"
        />
      )}
      <fieldset className="apply-section">
        <legend>机构信息</legend>
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item name="orgName" label="机构全称" rules={textRules('机构全称', 100, 2)}>
              <LimitedInput placeholder="与营业执照一致" max={100} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="creditCode"
              label="统一社会信用代码"
              rules={creditCodeRules}
              normalize={normalizeCode}
            >
              <LimitedInput placeholder="18 位，见营业执照" max={30} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>
      <fieldset className="apply-section">
        <legend>原管理员</legend>
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item name="oldName" label="姓名" rules={textRules('原管理员姓名', 30)}>
              <LimitedInput placeholder="原管理员姓名" max={30} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="oldAccount"
              label="用户名或证件号"
              rules={textRules('原管理员的用户名或证件号', 30)}
              extra="原管理员登录平台的用户名，或其身份证件号码"
            >
              <LimitedInput placeholder="用户名或证件号" max={30} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>
      <fieldset className="apply-section">
        <legend>新管理员</legend>
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item name="newName" label="姓名" rules={textRules('新管理员姓名', 30)}>
              <LimitedInput placeholder="新管理员姓名" max={30} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="email" label="电子邮箱" rules={emailRules}>
              <LimitedInput placeholder="如 name@example.com" max={100} autoComplete="email" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="idType" label="证件类型" rules={[{ required: true }]}>
              <Radio.Group options={PERSON_ID_TYPES} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="idNo"
              label="证件号码"
              rules={idNoRules(form)}
              dependencies={['idType']}
              normalize={normalizeCode}
            >
              <LimitedInput placeholder="请输入证件号码" max={20} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="mobile"
              label="手机号"
              rules={mobileRules}
              extra="审核结果将以短信发送至该手机"
            >
              <LimitedInput placeholder="请输入11位手机号" max={11} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={{ span: 12, offset: 12 }}>
            <SmsCodeField purpose="mgrChange" mobileName="mobile" name="smsCode" id={MGR_SMS_ID} />
          </Col>
        </Row>
      </fieldset>
      <fieldset className="apply-section">
        <legend>变更说明</legend>
        <Form.Item
          name="reason"
          label="变更原因"
          rules={[{ required: true, whitespace: true, message: '请输入变更原因' }]}
        >
          <LimitedTextArea
            rows={4}
            max={REASON_MAX}
            placeholder="如：原管理员离职，由新管理员接任"
          />
        </Form.Item>
        <Form.Item
          name="authLetter"
          label="授权书"
          required
          rules={fileRules('授权书')}
          validateTrigger="onChange"
          extra="法定代表人签字并加盖公章的管理员变更授权书"
        >
          <FileUpload send={sendDocument} />
        </Form.Item>
      </fieldset>
      <div className="apply-actions">
        <Button type="primary" htmlType="submit" loading={busy}>
          提交申请
        </Button>
      </div>
    </Form>
  )
}
