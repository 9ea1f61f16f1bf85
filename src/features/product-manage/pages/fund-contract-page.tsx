import { Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { formatBytes } from '@/lib/format'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { FUND_CONTRACT_TYPES, type FundContractDoc } from '@contract/api/fund-contract'
import { queryFundContracts } from '@/api/product/fund-contract-list'
import { FundContractActions } from '../components/fund-contract-actions'

const SORTABLE = ['effectiveDate']
const TYPE_OPTIONS = Object.entries(FUND_CONTRACT_TYPES).map(([value, label]) => ({ value, label }))

const columns = (sortOrder: (field: string) => 'ascend' | 'descend' | null) => [
  { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
  { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 200 },
  {
    title: '文件类型',
    dataIndex: 'docType',
    key: 'docType',
    width: 100,
    render: (type: FundContractDoc['docType']) => FUND_CONTRACT_TYPES[type] ?? type,
  },
  { title: '文件名称', dataIndex: 'fileName', key: 'fileName', width: 260, ellipsis: true },
  {
    title: '版本',
    dataIndex: 'version',
    key: 'version',
    width: 70,
    render: (v: string) => `V${v}`,
  },
  {
    ...dateColumn<FundContractDoc>({ title: '生效日期', field: 'effectiveDate', sortable: true }),
    sortOrder: sortOrder('effectiveDate'),
  },
  {
    title: '文件大小',
    dataIndex: 'size',
    key: 'size',
    width: 90,
    align: 'right',
    render: (size: number) => formatBytes(size),
  } satisfies ColumnType<FundContractDoc>,
  actionColumn<FundContractDoc>((doc) => <FundContractActions doc={doc} />, 150),
]

const FIELDS: QueryFieldSpec[] = [
  { name: 'fund', kind: 'text', label: '产品', placeholder: '产品代码或名称' },
  { name: 'docType', kind: 'select', label: '文件类型', options: TYPE_OPTIONS },
  { name: 'effective', kind: 'dateRange', label: '生效日期', wide: true },
]

/**
 * 产品合同 (product-manage/fund-contract): each fund's 基金合同, 托管协议, 风险揭示书 and their
 * supplements and amendments by version; 预览 opens the PDF in a new tab, 下载 saves it.
 */
export default function FundContractPage() {
  const table = useTableQuery<FundContractDoc>({
    name: 'fund-contracts',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryFundContracts,
    rowKey: 'docId',
  })
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<FundContractDoc>
        title="合同文件"
        columns={columns(table.sortOrder)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
    </Card>
  )
}
