import UnderConstruction from '@/components/under-construction'

/** 信息披露: being built (issue 6). */
export default function InfoDisclosurePage() {
  return <UnderConstruction title="信息披露" />
}
