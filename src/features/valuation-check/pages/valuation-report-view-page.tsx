import { ArrowLeftOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Button, Card, Popconfirm, Skeleton, Space } from 'antd'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ExportButton } from '@/components/export-button'
import { LoadFailed } from '@/components/load-failed'
import { isApiError } from '@/lib/http/api-error'
import { valuationTableQuery } from '@/api/valuation/valuation-tables'
import { ValuationNotFound } from '../components/valuation-not-found'
import { ValuationReportGrid } from '../components/valuation-report-grid'
import { ValuationReportHead } from '../components/valuation-report-head'
import { useConfirmTable } from '../hooks/use-valuation-actions'
import { useValuationViewTitle } from '../hooks/use-valuation-view-title'
import '../components/valuation.css'

const BACK = { to: '/valuation-check/valuation-table', text: '返回估值表' }

/**
 * 估值表预览 (/valuation-report-view?fundCode&date): a tab per fund and day with the table —
 * its accounts, subtotals and totals — 下载 as .xlsx and, while it waits, 核对确认.
 */
export default function ValuationReportViewPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const fundCode = params.get('fundCode')?.trim() ?? ''
  const date = params.get('date')?.trim() ?? ''
  const query = useQuery({
    ...valuationTableQuery(fundCode, date),
    enabled: Boolean(fundCode && date),
  })
  const confirm = useConfirmTable()
  const table = query.data
  useValuationViewTitle(table && `估值表 ${table.fundCode} ${table.date}`)

  if (!fundCode || !date) {
    return (
      <ValuationNotFound
        title="未找到估值表"
        reason="链接中缺少产品代码或估值日期，请从估值表列表进入。"
        back={BACK}
      />
    )
  }
  if (!table) {
    if (query.isError && isApiError(query.error) && query.error.kind === 'business') {
      return <ValuationNotFound title="未找到估值表" reason={query.error.message} back={BACK} />
    }
    if (query.isError) {
      return (
        <Card>
          <LoadFailed title="估值表加载失败" onRetry={() => void query.refetch()} />
        </Card>
      )
    }
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    )
  }
  const actions = (
    <Space wrap>
      {table.checkStatus === 'pending' && (
        <Popconfirm
          title="确认已核对该估值表？"
          okText="核对确认"
          onConfirm={() => confirm.mutateAsync(table)}
        >
          <Button type="primary">核对确认</Button>
        </Popconfirm>
      )}
      <ExportButton
        source="valuation-table"
        params={{ fundCode: table.fundCode, date: table.date }}
        fileName={`${table.fundName}_估值表_${table.date}`}
      >
        下载 .xlsx
      </ExportButton>
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(BACK.to)}>
        {BACK.text}
      </Button>
    </Space>
  )
  return (
    <Card title={`${table.fundName} 估值表`} extra={actions}>
      <ValuationReportHead table={table} />
      <ValuationReportGrid accounts={table.accounts} totals={table.totals} />
    </Card>
  )
}
