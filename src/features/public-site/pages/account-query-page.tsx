import UnderConstruction from '@/components/under-construction'

/** 募集账户查询: being built (issue 6). */
export default function AccountQueryPage() {
  return <UnderConstruction title="募集账户查询" />
}
