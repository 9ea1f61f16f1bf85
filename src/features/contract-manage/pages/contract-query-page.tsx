import { Button, Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useSearchParams } from 'react-router-dom'
import { ExportButton } from '@/components/export-button'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { CONTRACT_STATUS_LABEL, type ContractRow } from '@contract/api/contract-manage'
import { queryContracts } from '@/api/contract/contracts'
import { listParams } from '@/lib/http/list-params'
import { ContractDetailDrawer } from '../components/contract-detail'
import { ContractProgress } from '../components/contract-progress'
import { CONTRACT_LIST } from '../hooks/use-contract-confirm'
import '../components/contract-manage.css'
import { fixedColumns } from '../components/fixed-columns'

const SORTABLE = ['submittedAt', 'updatedAt']
const STATUSES = {
  review: { text: CONTRACT_STATUS_LABEL.review, color: 'processing' },
  confirm: { text: CONTRACT_STATUS_LABEL.confirm, color: 'warning' },
  signing: { text: CONTRACT_STATUS_LABEL.signing, color: 'processing' },
  filing: { text: CONTRACT_STATUS_LABEL.filing, color: 'processing' },
  effective: { text: CONTRACT_STATUS_LABEL.effective, color: 'success' },
} as const
const STATUS_OPTIONS = Object.entries(STATUSES).map(([value, s]) => ({ value, label: s.text }))
const FIELDS: QueryFieldSpec[] = [
  { name: 'fund', kind: 'text', label: '产品', placeholder: '产品名称、代码或合同编号', max: 50 },
  { name: 'status', kind: 'select', label: '状态', options: STATUS_OPTIONS },
  { name: 'submitRange', kind: 'dateRange', label: '提交日期', wide: true },
]

/** Opens a contract's detail from elsewhere (合同起草's 查看合同进度). */
const VIEW = 'contractId'

/**
 * 合同查询 (contract-manage/contract-query): the organisation's contracts with their progress
 * (起草 → 托管复核 → 签署 → 备案 → 生效), 待管理人确认 first; 确认 opens one to confirm its
 * reviewed text (T00049 drops), 详情 its parts and timeline; 导出 what the query shows.
 */
export default function ContractQueryPage() {
  const table = useTableQuery<ContractRow>({
    name: CONTRACT_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryContracts,
    rowKey: 'contractId',
  })
  const [params, setParams] = useSearchParams()
  const open = (id: string | undefined) =>
    setParams(
      (p) => {
        if (id) p.set(VIEW, id)
        else p.delete(VIEW)
        return p
      },
      { replace: true },
    )
  const columns: ColumnType<ContractRow>[] = [
    { title: '合同编号', dataIndex: 'contractId', key: 'contractId', width: 150 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 240, ellipsis: true },
    { title: '基金类型', dataIndex: 'fundType', key: 'fundType', width: 140 },
    {
      title: '办理进度',
      key: 'progress',
      width: 300,
      render: (_, row) => <ContractProgress contract={row} compact />,
    },
    statusColumn({ title: '状态', field: 'status', statuses: STATUSES, width: 120 }),
    {
      ...dateColumn({ title: '提交时间', field: 'submittedAt', withTime: true, sortable: true }),
      sortOrder: table.sortOrder('submittedAt'),
    },
    {
      ...dateColumn({ title: '更新时间', field: 'updatedAt', withTime: true, sortable: true }),
      sortOrder: table.sortOrder('updatedAt'),
    },
    actionColumn(
      (row) => (
        <Button type="link" size="small" onClick={() => open(row.contractId)}>
          {row.status === 'confirm' ? '确认' : '详情'}
        </Button>
      ),
      80,
    ),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<ContractRow>
        title="合同列表"
        columns={columns}
        tableProps={fixedColumns(table.tableProps, columns)}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="contracts"
            params={listParams(table.query, false)}
            fileName="合同查询"
            disabled={!table.result.data?.total}
          />
        }
      />
      <ContractDetailDrawer
        contractId={params.get(VIEW) ?? undefined}
        onClose={() => open(undefined)}
      />
    </Card>
  )
}
