import { Alert, Button, Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { useTodoCounts } from '@/lib/todo/todo-counts'
import type { SignDocument } from '@contract/api/e-signature'
import { queryPendingDocs } from '@/api/esign/pending-docs'
import { Deadline } from '../components/deadline'
import {
  DOC_KEYWORD_FIELD,
  DOC_TYPE_OPTIONS,
  docColumns,
  SOURCE_OPTIONS,
} from '../components/doc-columns'
import { SignModal } from '../components/sign-modal'
import { PENDING_LIST } from '../hooks/use-sign'
import '../components/e-sign.css'

const FIELDS: QueryFieldSpec[] = [
  DOC_KEYWORD_FIELD,
  { name: 'docType', kind: 'select', label: '文件类型', options: DOC_TYPE_OPTIONS },
  { name: 'source', kind: 'select', label: '来源', options: SOURCE_OPTIONS },
]
const SORTABLE = ['initiatedAt', 'deadline']
const SOURCES = {
  custodian: { text: '托管人发起', color: 'processing' },
  org: { text: '本机构发起', color: 'warning' },
} as const

/**
 * 待签署: documents awaiting the organisation's seal, nearest deadline first; 签署 opens the
 * document to place a seal on it and confirm with an SMS code.
 */
export default function PendingSignPage() {
  const table = useTableQuery<SignDocument>({
    name: PENDING_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryPendingDocs,
    rowKey: 'docId',
  })
  const counts = useTodoCounts()
  const sent = counts.T00034 ?? 0
  const own = counts.T00058 ?? 0
  const [signing, setSigning] = useState<SignDocument>()
  const columns: ColumnType<SignDocument>[] = [
    ...docColumns<SignDocument>(),
    statusColumn({ title: '来源', field: 'source', statuses: SOURCES }),
    { title: '发起方', dataIndex: 'initiator', key: 'initiator', width: 110 },
    {
      ...dateColumn({ title: '发起时间', field: 'initiatedAt', withTime: true, sortable: true }),
      sortOrder: table.sortOrder('initiatedAt'),
    },
    {
      title: '截止日期',
      dataIndex: 'deadline',
      key: 'deadline',
      width: 180,
      sorter: true,
      sortOrder: table.sortOrder('deadline'),
      render: (date: string) => <Deadline date={date} />,
    },
    { title: '页数', dataIndex: 'pages', key: 'pages', width: 70, align: 'right' },
    actionColumn(
      (row) => (
        <Button type="link" size="small" onClick={() => setSigning(row)}>
          签署
        </Button>
      ),
      80,
    ),
  ]
  return (
    <Card>
      {sent + own > 0 && (
        <Alert
          className="esign-alert"
          type="warning"
          showIcon
          title={`${sent + own} 份文件待签署：托管人发起 ${sent} 份，本机构发起待确认 ${own} 份`}
        />
      )}
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<SignDocument>
        title="待签署文件"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <SignModal key={signing?.docId} doc={signing} onClose={() => setSigning(undefined)} />
    </Card>
  )
}
