import { HistoryOutlined, SendOutlined } from '@ant-design/icons'
import { Button, Card, Space } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { NavRow } from '@contract/api/valuation'
import { queryNav } from '@/api/valuation/net-values'
import { listParams } from '@/lib/http/list-params'
import { netValueColumns } from '../components/net-value-columns'
import { NavSeriesSendDialog } from '../components/nav-series-send-dialog'
import { valuationFunds } from '@/api/valuation/valuation-tables'
import { ValuationSendDialog, type SendTarget } from '../components/valuation-send-dialog'
import { CHECK_STYLES, NOTICE_STYLES, optionsOf } from '../components/valuation-statuses'
import { NET_VALUE_LIST, useNetValueActions } from '../hooks/use-net-value-actions'
import '../components/valuation.css'

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: valuationFunds },
  { name: 'dateRange', kind: 'dateRange', label: '净值日期', wide: true },
  { name: 'checkStatus', kind: 'select', label: '核对状态', options: optionsOf(CHECK_STYLES) },
  { name: 'noticeStatus', kind: 'select', label: '公告状态', options: optionsOf(NOTICE_STYLES) },
]
const SORTABLE = ['date']

/**
 * 净值: each fund's unit and accumulated NAV by day with its change; 核对确认 a 待核对 NAV
 * (T00018), 公告预览 the announcement (a week's last trading day awaits 确认发布: T00063), 发送
 * a day's NAV (/net-value-record) or a series over a range (/net-worth-list-record), 导出.
 */
export default function NetValuePage() {
  const navigate = useNavigate()
  const [sending, setSending] = useState<SendTarget>()
  const [series, setSeries] = useState(false)
  const { confirm } = useNetValueActions()
  const table = useTableQuery<NavRow>({
    name: NET_VALUE_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryNav,
    rowKey: 'id',
  })
  const columns = netValueColumns({
    sortOrder: table.sortOrder,
    onConfirm: (row) => confirm.mutateAsync(row),
    onSend: (row) => setSending({ kind: 'nav', ...row }),
  })
  const toolbar = (
    <Space wrap size={8}>
      <Button icon={<SendOutlined />} onClick={() => setSeries(true)}>
        发送净值序列
      </Button>
      <Button icon={<HistoryOutlined />} onClick={() => void navigate('/net-value-record')}>
        净值发送记录
      </Button>
      <Button icon={<HistoryOutlined />} onClick={() => void navigate('/net-worth-list-record')}>
        序列发送记录
      </Button>
      <ExportButton
        source="net-value"
        params={listParams(table.query, false)}
        fileName="净值"
        disabled={!table.result.data?.total || table.result.isError}
      />
    </Space>
  )
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<NavRow>
        title="净值"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={toolbar}
      />
      <ValuationSendDialog target={sending} onClose={() => setSending(undefined)} />
      <NavSeriesSendDialog open={series} onClose={() => setSeries(false)} />
    </Card>
  )
}
