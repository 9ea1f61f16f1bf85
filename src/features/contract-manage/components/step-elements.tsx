import { Form, InputNumber, Radio, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import {
  ELEMENT_LIMITS as L,
  FUND_TYPES,
  OPEN_FREQUENCIES,
  RISK_LEVELS,
  STRATEGIES,
} from '@contract/api/contract-manage'
import { amount, list, need, within } from './field-rules'

/** 产品要素: name, type (the template's), strategy, risk, duration, subscription, open days. */
export function StepElements() {
  return (
    <div className="wizard-grid">
      <Form.Item
        name={['elements', 'fundName']}
        label="产品名称"
        rules={[
          need('请填写产品名称'),
          {
            whitespace: true,
            min: L.fundName.min,
            max: L.fundName.max,
            message: `产品名称须为 ${L.fundName.min}–${L.fundName.max} 个字符`,
          },
        ]}
      >
        <LimitedInput max={L.fundName.max} placeholder="如：泉城稳健一号私募证券投资基金" />
      </Form.Item>
      <Form.Item
        name={['elements', 'fundType']}
        label="基金类型"
        extra="由所选模板确定"
        rules={[need('请选择基金类型')]}
      >
        <Select aria-label="基金类型" options={list(FUND_TYPES)} disabled />
      </Form.Item>
      <Form.Item name={['elements', 'strategy']} label="投资策略" rules={[need('请选择投资策略')]}>
        <Select aria-label="投资策略" placeholder="请选择" options={list(STRATEGIES)} />
      </Form.Item>
      <Form.Item name={['elements', 'riskLevel']} label="风险等级" rules={[need('请选择风险等级')]}>
        <Radio.Group optionType="button" options={list(RISK_LEVELS)} />
      </Form.Item>
      <Form.Item
        name={['elements', 'durationMonths']}
        label="存续期限"
        rules={[
          need('请填写存续期限'),
          within(
            L.durationMonths.min,
            L.durationMonths.max,
            `存续期限须为 ${L.durationMonths.min}–${L.durationMonths.max} 个月的整数`,
          ),
        ]}
      >
        <InputNumber<number> precision={0} suffix="个月" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name={['elements', 'minSubscription']}
        label="最低认购金额"
        rules={[
          need('请填写最低认购金额'),
          {
            validator: (_, v: number | null | undefined) =>
              v === null ||
              v === undefined ||
              (v >= L.minSubscription.min && v <= L.minSubscription.max)
                ? Promise.resolve()
                : Promise.reject(new Error('最低认购金额须在 100 万元至 1 亿元之间')),
          },
        ]}
      >
        <InputNumber<number>
          precision={2}
          suffix="元"
          formatter={amount}
          parser={(v) => Number((v ?? '').replace(/,/g, ''))}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name={['elements', 'openFrequency']}
        label="开放频率"
        rules={[need('请选择开放频率')]}
      >
        <Radio.Group
          optionType="button"
          options={Object.entries(OPEN_FREQUENCIES).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={[['elements', 'openFrequency']]}>
        {({ getFieldValue }) =>
          getFieldValue(['elements', 'openFrequency']) === 'closed' ? null : (
            <Form.Item
              name={['elements', 'openDay']}
              label="开放日"
              extra="每个开放期的第几日，遇节假日顺延"
              rules={[
                need('请填写开放日'),
                within(
                  L.openDay.min,
                  L.openDay.max,
                  `开放日须为每期第 ${L.openDay.min}–${L.openDay.max} 日`,
                ),
              ]}
            >
              <InputNumber<number>
                precision={0}
                prefix="第"
                suffix="日"
                style={{ width: '100%' }}
              />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item
        name={['elements', 'lockupMonths']}
        label="锁定期"
        dependencies={[['elements', 'durationMonths']]}
        rules={[
          need('请填写锁定期（无锁定期填 0）'),
          within(
            L.lockupMonths.min,
            L.lockupMonths.max,
            `锁定期须为 ${L.lockupMonths.min}–${L.lockupMonths.max} 个月的整数`,
          ),
          ({ getFieldValue }) => ({
            validator: (_, v: number | null | undefined) => {
              const duration = getFieldValue(['elements', 'durationMonths']) as number | undefined
              return v === null ||
                v === undefined ||
                duration === undefined ||
                duration === null ||
                v < duration
                ? Promise.resolve()
                : Promise.reject(new Error('锁定期须短于存续期限'))
            },
          }),
        ]}
      >
        <InputNumber<number> precision={0} suffix="个月" style={{ width: '100%' }} />
      </Form.Item>
    </div>
  )
}
