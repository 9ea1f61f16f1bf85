import { Button, Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  statusColumn,
} from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { INSTRUCTION_STATUS_LABEL, type TransferInstruction } from '@contract/api/custodian'
import { queryInstructions } from '@/api/custodian/transfer-instructions'
import { custodianFunds } from '@/api/custodian/query-funds'
import { InstructionDetailDrawer } from '../components/instruction-detail'
import { INSTRUCTION_LIST } from '../hooks/use-instruction-review'
import '../components/custodian.css'

const SORTABLE = ['submittedAt', 'amount']
const STATUSES = {
  review: { text: INSTRUCTION_STATUS_LABEL.review, color: 'warning' },
  custody: { text: INSTRUCTION_STATUS_LABEL.custody, color: 'processing' },
  executed: { text: INSTRUCTION_STATUS_LABEL.executed, color: 'success' },
  returned: { text: INSTRUCTION_STATUS_LABEL.returned, color: 'error' },
} as const
const STATUS_OPTIONS = Object.entries(STATUSES).map(([value, s]) => ({ value, label: s.text }))

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: custodianFunds },
  { name: 'status', kind: 'select', label: '状态', options: STATUS_OPTIONS },
  { name: 'submitRange', kind: 'dateRange', label: '提交日期' },
]

/**
 * 划款指令: the organisation's payment instructions, newest first; a row opens its detail and
 * timeline, where a 待复核 one is 复核通过 or 退回 (with a reason).
 */
export default function TransferInstructionPage() {
  const table = useTableQuery<TransferInstruction>({
    name: INSTRUCTION_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryInstructions,
    rowKey: 'instructionId',
  })
  const [open, setOpen] = useState<string>()
  const columns: ColumnType<TransferInstruction>[] = [
    { title: '指令编号', dataIndex: 'instructionId', key: 'instructionId' },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    {
      ...moneyColumn({ title: '划款金额', field: 'amount', sortable: true }),
      sortOrder: table.sortOrder('amount'),
    },
    { title: '收款人', dataIndex: 'payeeName', key: 'payeeName' },
    { title: '划款用途', dataIndex: 'purpose', key: 'purpose' },
    statusColumn({ title: '状态', field: 'status', statuses: STATUSES }),
    {
      ...dateColumn({ title: '提交时间', field: 'submittedAt', withTime: true, sortable: true }),
      sortOrder: table.sortOrder('submittedAt'),
    },
    actionColumn(
      (row) => (
        <Button type="link" size="small" onClick={() => setOpen(row.instructionId)}>
          {row.status === 'review' ? '复核' : '详情'}
        </Button>
      ),
      90,
    ),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<TransferInstruction>
        title="划款指令"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <InstructionDetailDrawer instructionId={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
