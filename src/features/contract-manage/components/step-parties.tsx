import { Checkbox, Form, Input, Radio } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { isMobile } from '@contract/validators'
import {
  CONTRACT_CUSTODIAN,
  INVESTOR_TYPES,
  OUTSOURCING_PROVIDERS,
} from '@contract/api/contract-manage'

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** 合同各方: the manager (this organisation) and custodian (the firm) fixed; the rest chosen. */
export function StepParties({ managerName }: { managerName: string }) {
  return (
    <div className="wizard-grid">
      <Form.Item label="基金管理人" extra="当前登录机构">
        <Input value={managerName} disabled aria-label="基金管理人" />
      </Form.Item>
      <Form.Item label="基金托管人" extra="由本公司担任，不可更改">
        <Input value={CONTRACT_CUSTODIAN} disabled aria-label="基金托管人" />
      </Form.Item>
      <Form.Item
        name={['parties', 'outsourcing']}
        label="外包服务机构"
        dependencies={[['fees', 'outsourcingRate']]}
        rules={[
          { required: true, message: '请选择外包服务机构' },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              v === 'none' && Number(getFieldValue(['fees', 'outsourcingRate'])) > 0
                ? Promise.reject(
                    new Error('未聘请外包服务机构时，外包服务费率应为 0，请修改费用条款'),
                  )
                : Promise.resolve(),
          }),
        ]}
      >
        <Radio.Group options={options(OUTSOURCING_PROVIDERS)} />
      </Form.Item>
      <Form.Item
        name={['parties', 'investorTypes']}
        label="投资者类型"
        rules={[{ required: true, type: 'array', min: 1, message: '请选择投资者类型' }]}
      >
        <Checkbox.Group options={options(INVESTOR_TYPES)} />
      </Form.Item>
      <Form.Item
        name={['parties', 'managerContact']}
        label="管理人联系人"
        rules={[
          { required: true, whitespace: true, message: '请填写联系人' },
          { min: 2, max: 20, message: '联系人须为 2–20 个字符' },
        ]}
      >
        <LimitedInput max={20} />
      </Form.Item>
      <Form.Item
        name={['parties', 'managerPhone']}
        label="联系电话"
        rules={[
          { required: true, message: '请填写联系电话' },
          {
            validator: (_, v?: string) =>
              !v || isMobile(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error('请输入正确的手机号')),
          },
        ]}
      >
        <LimitedInput max={11} />
      </Form.Item>
    </div>
  )
}
