import { Form, InputNumber, type InputNumberProps } from 'antd'
import type { Rule } from 'antd/es/form'
import { FEE_KEYS, FEE_RULES, type FeeKey } from '@contract/api/contract-manage'

const rangeRule = (key: FeeKey): Rule => {
  const { label, min, max } = FEE_RULES[key]
  return {
    validator: (_, v: number | null | undefined) =>
      v === null || v === undefined || (v >= min && v <= max)
        ? Promise.resolve()
        : Promise.reject(new Error(`${label}须在 ${min}%–${max}% 之间`)),
  }
}

const HINTS: Partial<Record<FeeKey, string>> = {
  custodyRate: '托管人收取，按日计提',
  outsourcingRate: '未聘请外包服务机构时填 0',
  performanceRate: '不计提业绩报酬时填 0',
  hurdleRate: '年化收益率超过此基准的部分计提业绩报酬',
}

/** A rate's input; Form.Item hands it the field's id, value and onChange. */
function FeeInput({ fee, ...field }: InputNumberProps<number> & { fee: FeeKey }) {
  const { unit, precision, min, max } = FEE_RULES[fee]
  return (
    <InputNumber<number>
      precision={precision}
      step={precision >= 3 ? 0.005 : 0.1}
      suffix={unit}
      placeholder={`${min}–${max}`}
      style={{ width: '100%' }}
      {...field}
    />
  )
}

/** 费用条款: each rate in percent within its range; the hurdle only with a performance fee. */
export function StepFees() {
  const plain = FEE_KEYS.filter((k) => k !== 'hurdleRate')
  return (
    <div className="wizard-grid">
      {plain.map((key) => (
        <Form.Item
          key={key}
          name={['fees', key]}
          label={FEE_RULES[key].label}
          extra={HINTS[key]}
          rules={[{ required: true, message: `请填写${FEE_RULES[key].label}` }, rangeRule(key)]}
        >
          <FeeInput fee={key} />
        </Form.Item>
      ))}
      <Form.Item noStyle dependencies={[['fees', 'performanceRate']]}>
        {({ getFieldValue }) => {
          const none = getFieldValue(['fees', 'performanceRate']) === 0
          return (
            <Form.Item
              name={['fees', 'hurdleRate']}
              label={FEE_RULES.hurdleRate.label}
              extra={none ? '不计提业绩报酬，无需填写' : HINTS.hurdleRate}
              rules={[
                { required: !none, message: '有业绩报酬时须填写业绩报酬计提基准' },
                rangeRule('hurdleRate'),
              ]}
            >
              <FeeInput fee="hurdleRate" disabled={none} />
            </Form.Item>
          )
        }}
      </Form.Item>
    </div>
  )
}
