import { Card, Tabs } from 'antd'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { REPORT_KIND_LABEL, REPORT_KINDS, type ReportKind } from '@contract/api/data-submission'
import { ReportList } from '../components/report-list'
import '../components/data-submission.css'

const isKind = (v: string | null): v is ReportKind => REPORT_KINDS.includes(v as ReportKind)
const TABS = REPORT_KINDS.map((key) => ({ key, label: REPORT_KIND_LABEL[key] }))

/**
 * 定期报告: a tab per kind (月报, 季报, 半年报, 年报; the tab is in the address), each listing
 * the funds' reports by period with their status, the reason a returned one came back, 上传 /
 * 重新上传, 下载用印文件 and a detail with its timeline.
 */
export default function PeriodicReportPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const tab = params.get('tab')
  const kind: ReportKind = isKind(tab) ? tab : 'monthly'
  // A new tab starts with its own filters.
  const show = (key: string) =>
    navigate({ search: key === 'monthly' ? '' : `?tab=${key}` }, { replace: true })
  return (
    <Card variant="borderless">
      <Tabs className="ds-tabs" activeKey={kind} onChange={show} items={TABS} />
      <ReportList key={kind} kind={kind} />
    </Card>
  )
}
