import UnderConstruction from '@/components/under-construction'

/** 授权登录: being built (issue 6). */
export default function AuthorizePage() {
  return <UnderConstruction title="授权登录" />
}
