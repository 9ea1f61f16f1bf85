import { Button, Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { actionColumn, dateColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { SignRecord } from '@contract/api/e-signature'
import { listParams } from '@/lib/http/list-params'
import { querySignRecords } from '@/api/esign/sign-records'
import { DOC_KEYWORD_FIELD, DOC_TYPE_OPTIONS, docColumns } from '../components/doc-columns'
import { SignRecordDrawer } from '../components/sign-record-detail'
import { useDownloadSigned } from '../hooks/use-download-signed'
import { RECORD_LIST } from '../hooks/use-sign'
import '../components/e-sign.css'

const FIELDS: QueryFieldSpec[] = [
  DOC_KEYWORD_FIELD,
  { name: 'signer', kind: 'text', label: '签署人', max: 20 },
  { name: 'docType', kind: 'select', label: '文件类型', options: DOC_TYPE_OPTIONS },
  { name: 'signedRange', kind: 'dateRange', label: '签署日期' },
]
const SORTABLE = ['signedAt']

/**
 * 签署记录: the organisation's signed documents, newest first, with who signed, the seal and
 * where it sits; 详情 shows the steps, 下载 saves the signed PDF, 导出 the list.
 */
export default function SignRecordPage() {
  const table = useTableQuery<SignRecord>({
    name: RECORD_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: querySignRecords,
    rowKey: 'docId',
  })
  const [open, setOpen] = useState<string>()
  const { busy, download } = useDownloadSigned()
  const columns: ColumnType<SignRecord>[] = [
    ...docColumns<SignRecord>(),
    { title: '签署人', dataIndex: 'signer', key: 'signer', width: 100 },
    { title: '印章', dataIndex: 'sealName', key: 'sealName' },
    {
      title: '盖章位置',
      key: 'position',
      width: 150,
      render: (_: unknown, row) => `第 ${row.page} 页（${row.x}%，${row.y}%）`,
    },
    {
      ...dateColumn({ title: '签署时间', field: 'signedAt', withTime: true, sortable: true }),
      sortOrder: table.sortOrder('signedAt'),
    },
    actionColumn((row) => (
      <span className="esign-actions">
        <Button type="link" size="small" onClick={() => setOpen(row.docId)}>
          详情
        </Button>
        <Button
          type="link"
          size="small"
          loading={busy === row.docId}
          aria-label={`下载 ${row.title}`}
          onClick={() => void download(row)}
        >
          下载
        </Button>
      </span>
    )),
  ]
  const total = table.result.data?.total ?? 0
  const exportButton = (
    <ExportButton
      source="sign-records"
      params={listParams(table.query, false)}
      fileName="签署记录"
      disabled={!total || table.result.isError}
    />
  )
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<SignRecord>
        title="签署记录"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={exportButton}
      />
      <SignRecordDrawer docId={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
