import { Alert, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { MSG } from '@/config/messages'
import { errorMessage } from '@/lib/http/api-error'
import type { InvestorAccountRef } from '@contract/api/password-reset'
import { checkInvestorPassword } from '@/api/login/investor-reset'

type Outcome = { ok: true } | { ok: false; message: string }

/** 验证新密码: the investor tries a password against the account (the old one no longer passes). */
export function InvestorPasswordCheck({ account }: { account: InvestorAccountRef }) {
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()

  const check = async () => {
    if (!password) {
      setOutcome({ ok: false, message: '请输入密码' })
      return
    }
    setBusy(true)
    try {
      await checkInvestorPassword(account, password)
      setOutcome({ ok: true })
    } catch (e) {
      setOutcome({ ok: false, message: errorMessage(e, MSG.businessFallback) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="reset-check" aria-labelledby="reset-check-title">
      <h2 id="reset-check-title" className="reset-done__title" style={{ fontSize: 16 }}>
        验证新密码
      </h2>
      <p className="reset-note">输入密码，确认新密码已生效（原密码将无法通过验证）。</p>
      <Form layout="vertical" name="investor-password-check" onFinish={() => void check()}>
        <Form.Item label="登录密码" htmlFor="investor-password-check_password">
          <div className="reset-code-row">
            <Input.Password
              id="investor-password-check_password"
              value={password}
              autoComplete="off"
              onChange={(e) => {
                setPassword(e.target.value)
                setOutcome(undefined)
              }}
            />
            <Button htmlType="submit" loading={busy}>
              验证
            </Button>
          </div>
        </Form.Item>
      </Form>
      {outcome && (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          title={outcome.ok ? '密码正确，新密码已生效' : outcome.message}
        />
      )}
    </section>
  )
}
