import UnderConstruction from '@/components/under-construction'

/** 联系我们: being built (issue 6). */
export default function ContactUsPage() {
  return <UnderConstruction title="联系我们" />
}
