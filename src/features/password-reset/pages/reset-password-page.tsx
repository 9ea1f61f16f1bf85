import { Tabs } from 'antd'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { InvestorReset } from '../components/investor-reset'
import { StaffReset } from '../components/staff-reset'
import '../components/reset-password.css'

const TITLE = '重置密码'

/**
 * /reset-password (hidden page): staff (管理人用户) and investors (投资者) each reset their own
 * way. `?type=investor` opens the investors' tab, for links sent to investors.
 */
export default function ResetPasswordPage() {
  const [params, setParams] = useSearchParams()
  const tab = params.get('type') === 'investor' ? 'investor' : 'staff'

  useEffect(() => {
    const before = document.title
    document.title = `${TITLE} - 管理人服务平台`
    return () => {
      document.title = before
    }
  }, [])

  return (
    <section className="reset-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{TITLE}</h1>
      <p className="reset-card__lead">验证身份后设置新的登录密码</p>
      <Tabs
        centered
        activeKey={tab}
        onChange={(key) => setParams(key === 'investor' ? { type: key } : {}, { replace: true })}
        items={[
          { key: 'staff', label: '管理人用户', children: <StaffReset /> },
          { key: 'investor', label: '投资者', children: <InvestorReset /> },
        ]}
      />
    </section>
  )
}
