import { AdminChangeForm } from '../components/admin-change-form'
import { ApplyCard } from '../components/apply-card'
import '../components/apply.css'

/** 管理员变更 (/mgr-change): a hidden public page (portal-spec §2). */
export default function AdminChangePage() {
  return (
    <ApplyCard
      title="管理员变更"
      lead="已开通平台的机构更换系统管理员：请填写原管理员与新管理员信息，并上传加盖公章的授权书。"
    >
      <AdminChangeForm />
    </ApplyCard>
  )
}
