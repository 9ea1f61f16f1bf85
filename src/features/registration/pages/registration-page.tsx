import { useLocation } from 'react-router-dom'
import { ApplicationStatus } from '../components/application-status'
import { ApplyCard } from '../components/apply-card'
import { RegistrationSteps } from '../components/registration-steps'
import '../components/apply.css'

const STATUS_LINKS: ReadonlyArray<[string, string]> = [
  ['/reg', '管理人注册'],
  ['/mgr-change', '管理员变更'],
  ['/login', '返回登录'],
]

/** 管理人注册 (/reg) and 申请进度查询 (/reg/status): hidden public pages (portal-spec §2). */
export default function RegistrationPage() {
  const { pathname } = useLocation()
  if (pathname.startsWith('/reg/status')) {
    return (
      <ApplyCard
        title="申请进度查询"
        lead="输入注册或管理员变更的申请编号，查看审核进度。"
        links={STATUS_LINKS}
      >
        <ApplicationStatus />
      </ApplyCard>
    )
  }
  return (
    <ApplyCard
      title="管理人注册"
      lead="尚未开通管理人服务平台的私募基金管理人，可在此提交开通申请，审核通过后即可使用平台办理业务。"
    >
      <RegistrationSteps />
    </ApplyCard>
  )
}
