import UnderConstruction from '@/components/under-construction'

/** 关于我们: being built (issue 6). */
export default function IntroducePage() {
  return <UnderConstruction title="关于我们" />
}
