import { HistoryOutlined, SendOutlined } from '@ant-design/icons'
import { Button, Card, DatePicker, Form, Select, Space } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import type { NavRow } from '@contract/api/valuation'
import { queryNav } from '../api/net-values'
import { listParams } from '@/lib/http/list-params'
import { netValueColumns } from '../components/net-value-columns'
import { NavSeriesSendDialog } from '../components/nav-series-send-dialog'
import { FundSelect } from '@/components/fund-select'
import { valuationFunds } from '../api/valuation-tables'
import { ValuationSendDialog, type SendTarget } from '../components/valuation-send-dialog'
import { CHECK_STYLES, NOTICE_STYLES, optionsOf } from '../components/valuation-statuses'
import { NET_VALUE_LIST, useNetValueActions } from '../hooks/use-net-value-actions'
import '../components/valuation.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'dateRange', kind: 'dateRange' },
  { name: 'checkStatus', kind: 'select' },
  { name: 'noticeStatus', kind: 'select' },
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
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={valuationFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item name="dateRange" label="净值日期">
          <DatePicker.RangePicker aria-label="净值日期" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="checkStatus" label="核对状态">
          <Select
            aria-label="核对状态"
            allowClear
            placeholder="全部"
            options={optionsOf(CHECK_STYLES)}
          />
        </Form.Item>
        <Form.Item name="noticeStatus" label="公告状态">
          <Select
            aria-label="公告状态"
            allowClear
            placeholder="全部"
            options={optionsOf(NOTICE_STYLES)}
          />
        </Form.Item>
      </QueryForm>
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
