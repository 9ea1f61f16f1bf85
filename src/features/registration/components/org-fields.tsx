import { Form } from 'antd'
import { amacNoRules, creditCodeRules, normalizeCode, textRules } from '../rules'
import { LimitedInput } from '@/components/limited-input'

/** 机构信息: the organisation as registered. */
export function OrgFields() {
  const form = Form.useFormInstance()
  const copyAddress = () => {
    form.setFieldValue('officeAddress', form.getFieldValue('regAddress'))
    void form.validateFields(['officeAddress'])
  }
  return (
    <>
      <Form.Item name="orgName" label="机构全称" rules={textRules('机构全称', 100, 2)}>
        <LimitedInput placeholder="与营业执照一致，如 泉城私募基金管理有限公司" max={100} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label="统一社会信用代码"
        rules={creditCodeRules}
        normalize={normalizeCode}
        extra="18 位，见营业执照"
      >
        <LimitedInput placeholder="如 91370100MA3C5X1A2W" max={30} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="amacNo"
        label="管理人登记编号"
        rules={amacNoRules}
        normalize={normalizeCode}
        extra="中国证券投资基金业协会登记编号"
      >
        <LimitedInput placeholder="如 P1000001" max={8} autoComplete="off" />
      </Form.Item>
      <Form.Item name="regAddress" label="注册地址" rules={textRules('注册地址', 200)}>
        <LimitedInput placeholder="营业执照上的住所" max={200} />
      </Form.Item>
      <Form.Item
        name="officeAddress"
        label="办公地址"
        rules={textRules('办公地址', 200)}
        extra={
          <button type="button" className="apply-link-button" onClick={copyAddress}>
            同注册地址
          </button>
        }
      >
        <LimitedInput placeholder="实际办公地址" max={200} />
      </Form.Item>
    </>
  )
}
