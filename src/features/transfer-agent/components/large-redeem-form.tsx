import { Alert, Button, Form, InputNumber, Radio } from 'antd'
import { useState } from 'react'
import { TipsDialog } from '@/components/tips-dialog'
import {
  REMAINDER_LABEL,
  type LargeRedeemDecision,
  type LargeRedeemDetail,
  type RemainderHandling,
} from '@contract/api/transfer-agent'
import { useLargeRedeemDecision } from '../hooks/use-large-redeem'
import { formatShares } from './ta-labels'

interface Values {
  mode: 'full' | 'partial'
  percent?: number
  remainder?: RemainderHandling
}

/** The manager's decision on a large redemption: checked here, asked again, then sent. */
export function LargeRedeemForm({ record }: { record: LargeRedeemDetail }) {
  const [form] = Form.useForm<Values>()
  const decide = useLargeRedeemDecision()
  const [asking, setAsking] = useState<LargeRedeemDecision>()
  const mode = Form.useWatch('mode', form)
  const percent = Form.useWatch('percent', form)
  const minPercent = Math.ceil(record.minRatio * 10_000) / 100
  const honoured = percent ? Math.floor((record.redeemShares * percent) / 100) : undefined
  const ask = async () => {
    const values = await form.validateFields()
    setAsking(
      values.mode === 'full'
        ? { id: record.id, mode: 'full' }
        : {
            id: record.id,
            mode: 'partial',
            ratio: Math.round((values.percent as number) * 100) / 10_000,
            remainder: values.remainder as RemainderHandling,
          },
    )
  }
  const question =
    asking?.mode === 'partial'
      ? `确认按 ${(asking.ratio * 100).toFixed(2)}% 部分确认 ${record.fundName} 的赎回申请，其余${REMAINDER_LABEL[asking.remainder]}？`
      : `确认全额确认 ${record.fundName} 的赎回申请（${formatShares(record.redeemShares)} 份）？`
  return (
    <Form
      form={form}
      name="largeRedeemDecision"
      layout="vertical"
      initialValues={{ mode: 'full', remainder: 'defer' }}
    >
      <Form.Item
        name="mode"
        label="处理方式"
        rules={[{ required: true, message: '请选择处理方式' }]}
      >
        <Radio.Group
          options={[
            { value: 'full', label: '全额确认' },
            { value: 'partial', label: '部分确认' },
          ]}
        />
      </Form.Item>
      {mode === 'partial' && (
        <>
          <Form.Item
            name="percent"
            label="确认比例（%）"
            extra={`不得低于 ${minPercent.toFixed(2)}%，使当日净赎回达到基金总份额的10%${
              honoured ? `；约确认 ${formatShares(honoured)} 份` : ''
            }`}
            rules={[
              { required: true, message: '请填写确认比例' },
              {
                validator: (_, v: number | undefined) =>
                  v === undefined || (v >= minPercent && v < 100)
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(`确认比例须不低于 ${minPercent.toFixed(2)}% 且小于 100%`),
                      ),
              },
            ]}
          >
            <InputNumber
              aria-label="确认比例"
              min={0}
              max={100}
              precision={2}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item
            name="remainder"
            label="未确认部分"
            rules={[{ required: true, message: '请选择未确认部分的处理方式' }]}
          >
            <Radio.Group
              options={[
                { value: 'defer', label: REMAINDER_LABEL.defer },
                { value: 'cancel', label: REMAINDER_LABEL.cancel },
              ]}
            />
          </Form.Item>
        </>
      )}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="确认后由登记机构于开放日按当日净值办理，部分确认时各投资者按同一比例确认。"
      />
      <Button type="primary" onClick={() => void ask().catch(() => undefined)}>
        提交确认
      </Button>
      <TipsDialog
        open={Boolean(asking)}
        content={question}
        subContent="提交后不可更改。"
        onCancel={() => setAsking(undefined)}
        onOk={() =>
          asking &&
          decide.mutateAsync(asking).then(
            () => setAsking(undefined),
            () => undefined,
          )
        }
      />
    </Form>
  )
}
