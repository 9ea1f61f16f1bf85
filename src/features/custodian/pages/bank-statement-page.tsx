import { Card } from 'antd'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { StatementLine } from '@contract/api/custodian'
import { listParams } from '@/lib/http/list-params'
import { queryStatement } from '@/api/custodian/query-cash'
import { custodianFunds } from '@/api/custodian/query-funds'
import { statementColumns } from '../components/statement-columns'
import '../components/custodian.css'

const SORTABLE = ['tradeTime', 'amount']
const DIRECTIONS = [
  { value: 'in', label: '收入' },
  { value: 'out', label: '支出' },
]
const AMOUNT = { placeholder: '不限', wide: true, props: { min: 0, precision: 2 } }
const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: custodianFunds },
  { name: 'tradeRange', kind: 'dateRange', label: '交易日期' },
  { name: 'direction', kind: 'select', label: '收支方向', options: DIRECTIONS },
  { name: 'counterparty', kind: 'text', label: '交易对手', placeholder: '名称或账号', max: 50 },
  {
    name: 'minAmount',
    kind: 'number',
    label: '最小金额',
    ...AMOUNT,
    dependencies: ['maxAmount'],
    rules: [
      ({ getFieldValue }) => ({
        validator: (_, min?: number) => {
          const max = getFieldValue('maxAmount') as number | undefined
          return min != null && max != null && min > max
            ? Promise.reject(new Error('最小金额不能大于最大金额'))
            : Promise.resolve()
        },
      }),
    ],
  },
  { name: 'maxAmount', kind: 'number', label: '最大金额', ...AMOUNT },
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
      <QueryForm formProps={table.formProps} fields={FIELDS} />
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
