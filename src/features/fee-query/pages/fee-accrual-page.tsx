import { Card, Segmented } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { AccrualDaily } from '../components/accrual-daily'
import { AccrualSummary } from '../components/accrual-summary'
import '../components/fee-query.css'

type View = 'daily' | 'summary'

const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'daily', label: '按日明细' },
  { value: 'summary', label: '按期间汇总' },
]

/**
 * 费用计提 (fee-query/fee-accrual): 管理费, 托管费 and 外包服务费 accrued by day, or totalled by
 * month, quarter or year. Both views share the filters (kept in the address when switching).
 */
export default function FeeAccrualPage() {
  const [params, setParams] = useSearchParams()
  const view: View = params.get('view') === 'summary' ? 'summary' : 'daily'
  const switchTo = (next: View) =>
    setParams(
      (current) => {
        if (next === 'summary') current.set('view', next)
        else current.delete('view')
        for (const key of ['page', 'sort', 'groupBy']) current.delete(key)
        return current
      },
      { replace: true },
    )
  const viewSwitch = (
    <Segmented<View> aria-label="查看方式" options={VIEWS} value={view} onChange={switchTo} />
  )
  return (
    <Card title="费用计提" className="fee-page">
      {view === 'daily' ? (
        <AccrualDaily viewSwitch={viewSwitch} />
      ) : (
        <AccrualSummary viewSwitch={viewSwitch} />
      )}
    </Card>
  )
}
