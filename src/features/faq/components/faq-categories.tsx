import { Button, Skeleton } from 'antd'
import type { FaqCategory } from '@contract/api/faq'

interface Props {
  categories: FaqCategory[] | undefined
  failed: boolean
  onRetry: () => void
  /** '' for 全部. */
  current: string
  onSelect: (categoryId: string) => void
}

/** The categories with their counts (of the FAQs matching the keyword), 全部 first. */
export function FaqCategories({ categories, failed, onRetry, current, onSelect }: Props) {
  if (!categories) {
    if (failed) {
      return (
        <div className="faq-page__nav faq-page__nav--failed" role="alert">
          分类加载失败
          <Button type="link" size="small" onClick={onRetry}>
            重试
          </Button>
        </div>
      )
    }
    return <Skeleton active title={false} paragraph={{ rows: 6 }} className="faq-page__nav" />
  }
  const total = categories.reduce((sum, c) => sum + c.count, 0)
  const entries = [{ categoryId: '', categoryName: '全部', count: total }, ...categories]
  return (
    <nav className="faq-page__nav" aria-label="问答分类">
      <ul>
        {entries.map((c) => (
          <li key={c.categoryId || 'all'}>
            <button
              type="button"
              className="faq-page__category"
              aria-current={c.categoryId === current ? 'true' : undefined}
              onClick={() => onSelect(c.categoryId)}
            >
              <span className="faq-page__category-name">{c.categoryName}</span>
              <span className="faq-page__count" aria-label={`${c.count} 条`}>
                {c.count}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
