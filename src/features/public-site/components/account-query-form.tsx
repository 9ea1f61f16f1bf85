import { ReloadOutlined } from '@ant-design/icons'
import { Button, Form, Space } from 'antd'
import { useState } from 'react'
import { isApiError } from '@/lib/http/api-error'
import type { CollectAccount } from '@contract/api/public-site'
import { getCollectAccountList } from '@/api/public/collect-account'
import { useImageCode } from '@/lib/use-image-code'
import { ImageCodeButton } from '@/components/image-code-button'
import { LimitedInput } from '@/components/limited-input'
import { InputWithAction } from '@/components/input-with-action'

interface Values {
  collectAccount: string
  verifyCode: string
}

export type QueryOutcome =
  | { kind: 'found' | 'none'; account: string; list: CollectAccount[] }
  | { kind: 'failed'; message: string }

const withoutSpaces = (value: string | undefined) => (value ?? '').replace(/\s+/g, '')

/**
 * The account number and the image code. Each query spends the code, so a new picture shows
 * after every answer; a wrong code is said under its field and the account number stays.
 */
export function AccountQueryForm({
  onOutcome,
}: {
  onOutcome: (o: QueryOutcome | undefined) => void
}) {
  const [form] = Form.useForm<Values>()
  const captcha = useImageCode({ silent: true })
  const [busy, setBusy] = useState(false)

  const query = async ({ collectAccount, verifyCode }: Values) => {
    const imageId = captcha.image?.imageId
    if (!imageId)
      return form.setFields([{ name: 'verifyCode', errors: ['图形验证码未加载，请点击图片刷新'] }])
    setBusy(true)
    try {
      const list = await getCollectAccountList(collectAccount, verifyCode.trim(), imageId)
      form.setFieldValue('verifyCode', '')
      onOutcome({ kind: list.length ? 'found' : 'none', account: collectAccount, list })
    } catch (e) {
      const message = isApiError(e) && e.message ? e.message : '查询失败，请稍后重试'
      const wrongCode = message.includes('验证码')
      form.setFields([{ name: 'verifyCode', value: '', errors: wrongCode ? [message] : [] }])
      onOutcome(wrongCode ? undefined : { kind: 'failed', message })
    } finally {
      setBusy(false)
      void captcha.refresh()
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      name="account-query"
      onFinish={(v) => void query(v)}
      requiredMark={false}
    >
      <Form.Item
        label="募集账号"
        name="collectAccount"
        normalize={withoutSpaces}
        rules={[
          { required: true, message: '请输入募集账号' },
          { pattern: /^\d{8,30}$/, message: '募集账号为8-30位数字' },
        ]}
      >
        <LimitedInput
          size="large"
          placeholder="请输入募集账号"
          max={40}
          inputMode="numeric"
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        label="图形验证码"
        name="verifyCode"
        rules={[
          { required: true, message: '请输入图形验证码' },
          { len: 4, message: '图形验证码为4位字符' },
        ]}
      >
        <InputWithAction
          className="code-row"
          size="large"
          placeholder="请输入图形验证码"
          max={4}
          autoComplete="off"
          action={
            <ImageCodeButton
              image={captcha.image}
              state={captcha.state}
              onRefresh={() => void captcha.refresh()}
              reloadIcon={<ReloadOutlined aria-hidden />}
            />
          }
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          查 询
        </Button>
        <Button
          size="large"
          onClick={() => {
            form.resetFields()
            onOutcome(undefined)
          }}
        >
          重 置
        </Button>
      </Space>
    </Form>
  )
}
