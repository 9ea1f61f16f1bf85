import { useState } from 'react'
import { LazyPasswordDialog } from '../components/lazy-password-dialog'
import { LoginRecordsSection } from '../components/login-records-section'
import { OrgSection } from '../components/org-section'
import { ProfileSection } from '../components/profile-section'
import { ServiceCodeSection } from '../components/service-code-section'
import '../components/individual-center.css'

/**
 * 个人中心 (portal-spec §2; the header's /individual): 基本信息 with 修改密码, 所属机构,
 * 客服识别码 and 最近登录. Each section loads, and fails, on its own.
 */
export default function IndividualCenterPage() {
  const [passwordOpen, setPasswordOpen] = useState(false)
  return (
    <div className="individual-center">
      <ProfileSection onChangePassword={() => setPasswordOpen(true)} />
      <OrgSection />
      <ServiceCodeSection />
      <LoginRecordsSection />
      <LazyPasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  )
}
