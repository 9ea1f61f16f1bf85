import { PlusOutlined } from '@ant-design/icons'
import { Button, Card, Popconfirm, Space } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { DRAFT_STATUS_LABEL, DRAFT_STEPS, type DraftDetail } from '@contract/api/contract-manage'
import { queryDrafts } from '@/api/contract/drafts'
import { DRAFT_LIST, useDeleteDraft } from '../hooks/use-draft-editor'
import { fixedColumns } from './fixed-columns'

const SORTABLE = ['updatedAt']
const STATUSES = {
  draft: { text: DRAFT_STATUS_LABEL.draft, color: 'warning' },
  submitted: { text: DRAFT_STATUS_LABEL.submitted, color: 'success' },
} as const
const STATUS_OPTIONS = Object.entries(STATUSES).map(([value, s]) => ({ value, label: s.text }))

interface Props {
  /** 新建 (no id) or 继续编辑 a draft. */
  onOpen: (draftId?: string) => void
  onOpenContract: (contractId: string) => void
}

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundName', kind: 'text', label: '产品名称', placeholder: '产品名称', max: 50 },
  { name: 'status', kind: 'select', label: '状态', options: STATUS_OPTIONS },
]

/** 合同起草's drafts, newest first: where each got to, 继续编辑 or 删除; submitted ones lead to their contract. */
export function DraftList({ onOpen, onOpenContract }: Props) {
  const table = useTableQuery<DraftDetail>({
    name: DRAFT_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryDrafts,
    rowKey: 'draftId',
  })
  const remove = useDeleteDraft()
  const columns: ColumnType<DraftDetail>[] = [
    { title: '草稿编号', dataIndex: 'draftId', key: 'draftId', width: 150 },
    {
      title: '产品名称',
      dataIndex: 'fundName',
      key: 'fundName',
      width: 240,
      ellipsis: true,
      render: (name: string) => name || <span className="contract-missing">未填写</span>,
    },
    {
      title: '合同模板',
      dataIndex: 'templateName',
      key: 'templateName',
      width: 190,
      ellipsis: true,
    },
    {
      title: '进行到',
      dataIndex: 'step',
      key: 'step',
      width: 120,
      render: (step: number, row) =>
        row.status === 'submitted'
          ? '已提交'
          : `${step + 1}/${DRAFT_STEPS.length} ${DRAFT_STEPS[step]}`,
    },
    statusColumn({ title: '状态', field: 'status', statuses: STATUSES, width: 80 }),
    { title: '经办人', dataIndex: 'createdBy', key: 'createdBy', width: 80 },
    {
      ...dateColumn({ title: '更新时间', field: 'updatedAt', withTime: true, sortable: true }),
      sortOrder: table.sortOrder('updatedAt'),
    },
    actionColumn(
      (row) =>
        row.status === 'submitted' ? (
          <Button type="link" size="small" onClick={() => onOpenContract(row.contractId ?? '')}>
            查看合同
          </Button>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onOpen(row.draftId)}>
              继续编辑
            </Button>
            <Popconfirm
              title="删除该草稿？"
              description="删除后不可恢复。"
              okText="删除"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(row.draftId)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ),
      150,
    ),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<DraftDetail>
        title="合同草稿"
        columns={columns}
        tableProps={fixedColumns(table.tableProps, columns)}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onOpen()}>
            新建合同
          </Button>
        }
      />
    </Card>
  )
}
