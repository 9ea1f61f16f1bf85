import { Button, Card, Popconfirm } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  accountNoColumn,
  actionColumn,
  dateColumn,
  statusColumn,
} from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { AGREEMENT_STATUS_LABEL, type TripartiteAgreement } from '@contract/api/custodian'
import { queryAgreements } from '@/api/custodian/agreements'
import { custodianFunds } from '@/api/custodian/query-funds'
import { AGREEMENT_LIST, useAgreementActions } from '../hooks/use-agreements'
import '../components/custodian.css'

const STATUSES = {
  pending: { text: AGREEMENT_STATUS_LABEL.pending, color: 'warning' },
  signed: { text: AGREEMENT_STATUS_LABEL.signed, color: 'success' },
} as const
const TYPES = { broker: '证券公司', futures: '期货公司' } as const
const options = (entries: Record<string, string | { text: string }>) =>
  Object.entries(entries).map(([value, v]) => ({
    value,
    label: typeof v === 'string' ? v : v.text,
  }))

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: custodianFunds },
  { name: 'counterpartyType', kind: 'select', label: '机构类型', options: options(TYPES) },
  { name: 'status', kind: 'select', label: '状态', options: options(STATUSES) },
]

/**
 * 三方协议: each fund's agreements with its broker and futures firm, waiting ones first;
 * 下载 the PDF, and 确认签署 one waiting (T00014 for a broker, T00064 for a futures firm).
 */
export default function TripartiteAgreementPage() {
  const table = useTableQuery<TripartiteAgreement>({
    name: AGREEMENT_LIST,
    fields: FIELDS,
    fetchPage: queryAgreements,
    rowKey: 'agreementId',
  })
  const { sign, download } = useAgreementActions()
  const columns: ColumnType<TripartiteAgreement>[] = [
    { title: '协议编号', dataIndex: 'agreementNo', key: 'agreementNo' },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    { title: '合作机构', dataIndex: 'counterparty', key: 'counterparty' },
    {
      title: '机构类型',
      dataIndex: 'counterpartyType',
      key: 'counterpartyType',
      render: (t: keyof typeof TYPES) => TYPES[t],
    },
    accountNoColumn({ title: '资金账号', field: 'accountNo' }),
    dateColumn({ title: '签署日期', field: 'signedDate' }),
    statusColumn({ title: '状态', field: 'status', statuses: STATUSES }),
    actionColumn(
      (row) => (
        <span className="custodian-actions">
          <Button
            type="link"
            size="small"
            loading={download.isPending && download.variables?.agreementId === row.agreementId}
            onClick={() => download.mutate(row)}
          >
            下载
          </Button>
          {row.status === 'pending' && (
            <Popconfirm
              title="确认已核对协议内容并签署？"
              okText="确认签署"
              onConfirm={() => sign.mutateAsync(row.agreementId)}
            >
              <Button type="link" size="small">
                确认签署
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
      160,
    ),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<TripartiteAgreement>
        title="三方协议"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
    </Card>
  )
}
