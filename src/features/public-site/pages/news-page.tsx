import UnderConstruction from '@/components/under-construction'

/** 新闻动态: being built (issue 6). */
export default function NewsPage() {
  return <UnderConstruction title="新闻动态" />
}
