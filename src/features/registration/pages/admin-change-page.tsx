import UnderConstruction from '@/components/under-construction'

/** 管理员变更: being built (issue 6). */
export default function AdminChangePage() {
  return <UnderConstruction title="管理员变更" />
}
