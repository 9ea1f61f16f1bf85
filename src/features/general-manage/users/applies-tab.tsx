import { Typography } from 'antd'
import { useState } from 'react'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { TipsDialog } from '@/components/tips-dialog'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { APPLY_KIND_LABEL, type ApplyReview } from '@contract/api/general-manage'
import { queryApplies } from '@/api/gm/users'
import { RowLink } from '../shared/row-link'
import { ReasonDialog } from '@/components/reason-dialog'
import { APPLY_LIST, type useStaffActions } from './use-staff-actions'

const STATUSES = {
  pending: { text: '待审核', color: 'processing' },
  approved: { text: '已通过', color: 'success' },
  rejected: { text: '已退回', color: 'error' },
} as const
const options = (labels: Record<string, { text: string } | string>) =>
  Object.entries(labels).map(([value, l]) => ({ value, label: typeof l === 'string' ? l : l.text }))

const approveText = (a: ApplyReview): [string, string] =>
  a.kind === 'registration'
    ? [
        `确定通过「${a.orgName}」的注册申请吗？`,
        `将开通该机构，并为联系人 ${a.applicant} 创建管理员账号（系统管理员），临时密码仅显示一次。`,
      ]
    : [
        `确定通过「${a.orgName}」的管理员变更吗？`,
        `将为新管理员 ${a.applicant} 创建管理员账号，原管理员账号随即停用；临时密码仅显示一次。`,
      ]

const FIELDS: QueryFieldSpec[] = [
  { name: 'kind', kind: 'select', label: '申请类型', options: options(APPLY_KIND_LABEL) },
  { name: 'status', kind: 'select', label: '状态', options: options(STATUSES) },
]

/** 注册申请: applications from /reg and /mgr-change; 通过 (asked first) or 退回 with a reason. */
export function AppliesTab({ actions }: { actions: ReturnType<typeof useStaffActions> }) {
  const table = useTableQuery<ApplyReview>({
    name: APPLY_LIST,
    fields: FIELDS,
    fetchPage: queryApplies,
    rowKey: 'applyNo',
  })
  const [approving, setApproving] = useState<ApplyReview>()
  const [returning, setReturning] = useState<string>()
  const { approve, giveBack } = actions
  const rowActions = actionColumn<ApplyReview>(
    (a) =>
      a.status === 'pending' ? (
        <span className="gm-actions">
          <RowLink text="通过" label={`通过 ${a.applyNo}`} onClick={() => setApproving(a)} />
          <RowLink
            text="退回"
            label={`退回 ${a.applyNo}`}
            danger
            onClick={() => setReturning(a.applyNo)}
          />
        </span>
      ) : (
        <Typography.Text type="secondary">
          {a.reviewer ? `${a.reviewer} 已审核` : '已审核'}
        </Typography.Text>
      ),
    150,
  )
  const columns = [
    { title: '申请编号', dataIndex: 'applyNo', key: 'applyNo', width: 150 },
    {
      title: '类型',
      dataIndex: 'kind',
      key: 'kind',
      width: 100,
      render: (k: ApplyReview['kind']) => APPLY_KIND_LABEL[k],
    },
    { title: '机构名称', dataIndex: 'orgName', key: 'orgName', width: 200 },
    { title: '申请人', dataIndex: 'applicant', key: 'applicant', width: 90 },
    { title: '手机号', dataIndex: 'mobile', key: 'mobile', width: 120 },
    { title: '申请内容', dataIndex: 'detail', key: 'detail', width: 260 },
    dateColumn<ApplyReview>({ title: '提交时间', field: 'submittedAt', withTime: true }),
    statusColumn<ApplyReview>({ title: '状态', field: 'status', statuses: STATUSES, width: 90 }),
    { title: '审核意见', dataIndex: 'remark', key: 'remark', width: 200 },
    rowActions,
  ]
  const [content, sub] = approving ? approveText(approving) : ['', '']
  return (
    <>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<ApplyReview>
        title="注册与管理员变更申请"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <TipsDialog
        open={Boolean(approving)}
        content={content}
        subContent={sub}
        onCancel={() => setApproving(undefined)}
        onOk={() =>
          approving &&
          approve.mutateAsync(approving.applyNo).then(
            () => setApproving(undefined),
            () => undefined,
          )
        }
      />
      <ReasonDialog
        open={Boolean(returning)}
        title={`退回申请 ${returning ?? ''}`}
        hint="申请人可通过申请编号查询到该原因"
        min={2}
        busy={giveBack.isPending}
        onSubmit={(reason) =>
          giveBack.mutateAsync({ applyNo: returning!, reason }).then(() => setReturning(undefined))
        }
        onCancel={() => setReturning(undefined)}
      />
    </>
  )
}
