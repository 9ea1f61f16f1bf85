import UnderConstruction from '@/components/under-construction'

/** 重置密码: being built (issue 6). */
export default function ResetPasswordPage() {
  return <UnderConstruction title="重置密码" />
}
