import UnderConstruction from '@/components/under-construction'

/** 管理人注册: being built (issue 6). */
export default function RegistrationPage() {
  return <UnderConstruction title="管理人注册" />
}
