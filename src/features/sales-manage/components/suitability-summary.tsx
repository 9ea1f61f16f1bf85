import { Statistic } from 'antd'
import type { SuitabilitySummary } from '@contract/api/sales'

/** The query's holdings counted: all, 匹配, 不匹配 (red when any), 专业投资者. */
export function SuitabilitySummaryBar({ summary }: { summary: SuitabilitySummary | undefined }) {
  if (!summary) return null
  return (
    <section className="sales-summary" aria-label="适当性统计">
      <Statistic title="持有记录" value={summary.total} suffix="条" />
      <Statistic title="匹配" value={summary.matched} suffix="条" />
      <Statistic
        title="不匹配"
        value={summary.mismatched}
        suffix="条"
        styles={summary.mismatched ? { content: { color: 'var(--ant-color-error, #d60011)' } } : {}}
      />
      <Statistic title="专业投资者持有" value={summary.professional} suffix="条" />
    </section>
  )
}
