import { Button } from 'antd'
import { useNavigate } from 'react-router-dom'
import { LOGIN_PATH } from '@/config/paths'
import type { InvestorAccountRef } from '@contract/api/password-reset'
import { DonePanel } from './done-panel'
import { InvestorPasswordCheck } from './investor-password-check'

/** Investors are done: the account named, a check of the new password, and the way back. */
export function InvestorDone({ account }: { account: InvestorAccountRef }) {
  const navigate = useNavigate()
  return (
    <DonePanel detail={`您在「${account.orgName}」的投资者账户密码已更新。`}>
      <InvestorPasswordCheck account={account} />
      <div className="reset-actions" style={{ marginTop: 16 }}>
        <Button size="large" onClick={() => void navigate(LOGIN_PATH)}>
          返回登录页
        </Button>
      </div>
    </DonePanel>
  )
}
