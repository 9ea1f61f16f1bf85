import { Card, DatePicker, Form, InputNumber, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import type { StatementLine } from '@contract/api/custodian'
import { listParams } from '@/lib/http/list-params'
import { queryStatement } from '../api/query-cash'
import { FundSelect } from '@/components/fund-select'
import { custodianFunds } from '@/lib/custodian/query-funds'
import { statementColumns } from '../components/statement-columns'
import '../components/custodian.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'tradeRange', kind: 'dateRange' },
  { name: 'direction', kind: 'select' },
  { name: 'counterparty', kind: 'text' },
  { name: 'minAmount', kind: 'number' },
  { name: 'maxAmount', kind: 'number' },
]
const SORTABLE = ['tradeTime', 'amount']
const DIRECTIONS = [
  { value: 'in', label: '收入' },
  { value: 'out', label: '支出' },
]

/**
 * 银行流水: the custody accounts' statement lines over three years, newest first; by fund,
 * dates, direction, counterparty and amount; 导出 (over 5,000 rows a 下载中心 task).
 */
export default function BankStatementPage() {
  const table = useTableQuery<StatementLine>({
    name: 'custodian-statement',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryStatement,
    rowKey: 'lineId',
  })
  const total = table.result.data?.total ?? 0
  const exportButton = (
    <ExportButton
      source="bank-statement"
      params={listParams(table.query, false)}
      fileName="银行流水"
      disabled={!total || table.result.isError}
    />
  )
  return (
    <Card>
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={custodianFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item name="tradeRange" label="交易日期">
          <DatePicker.RangePicker aria-label="交易日期" />
        </Form.Item>
        <Form.Item name="direction" label="收支方向">
          <Select aria-label="收支方向" allowClear placeholder="全部" options={DIRECTIONS} />
        </Form.Item>
        <Form.Item name="counterparty" label="交易对手">
          <LimitedInput allowClear max={50} placeholder="名称或账号" />
        </Form.Item>
        <Form.Item
          name="minAmount"
          label="最小金额"
          dependencies={['maxAmount']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, min?: number) => {
                const max = getFieldValue('maxAmount') as number | undefined
                return min != null && max != null && min > max
                  ? Promise.reject(new Error('最小金额不能大于最大金额'))
                  : Promise.resolve()
              },
            }),
          ]}
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} placeholder="不限" />
        </Form.Item>
        <Form.Item name="maxAmount" label="最大金额">
          <InputNumber min={0} precision={2} style={{ width: '100%' }} placeholder="不限" />
        </Form.Item>
      </QueryForm>
      <QueryTable<StatementLine>
        title="银行流水"
        columns={statementColumns(table.sortOrder)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={exportButton}
      />
    </Card>
  )
}
