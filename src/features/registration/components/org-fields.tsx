import { Form, Input } from 'antd'
import { amacNoRules, creditCodeRules, normalizeCode, textRules } from '../rules'

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
        <Input placeholder="与营业执照一致，如 泉城私募基金管理有限公司" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label="统一社会信用代码"
        rules={creditCodeRules}
        normalize={normalizeCode}
        extra="18 位，见营业执照"
      >
        <Input placeholder="如 91370100MA3C5X1A2W" maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="amacNo"
        label="管理人登记编号"
        rules={amacNoRules}
        normalize={normalizeCode}
        extra="中国证券投资基金业协会登记编号"
      >
        <Input placeholder="如 P1000001" maxLength={8} autoComplete="off" />
      </Form.Item>
      <Form.Item name="regAddress" label="注册地址" rules={textRules('注册地址', 200)}>
        <Input placeholder="营业执照上的住所" maxLength={200} />
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
        <Input placeholder="实际办公地址" maxLength={200} />
      </Form.Item>
    </>
  )
}
