import { Card } from 'antd'
import { useState } from 'react'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { TipsDialog } from '@/components/tips-dialog'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { RETURN_REASON_MAX, type OpenAccountRow } from '@contract/api/transfer-agent'
import { queryOpenAccounts } from '@/api/ta/open-accounts'
import { ReasonDialog } from '@/components/reason-dialog'
import { openAccountColumns } from '../components/open-account-columns'
import { OPEN_ACCOUNT_OPTIONS } from '../components/ta-labels'
import { OPEN_ACCOUNT_LIST, useOpenAccountActions } from '../hooks/use-open-account-actions'

const FIELDS: QueryFieldSpec[] = [
  { name: 'investorName', kind: 'text', label: '投资者名称' },
  { name: 'status', kind: 'select', label: '状态', options: OPEN_ACCOUNT_OPTIONS },
  { name: 'applyRange', kind: 'dateRange', label: '申请日期' },
]

/** 投资者开户: applications to open an account, 待审核 first; 通过 (asked first) or 退回 with a reason. */
export default function InvestorOpenAccountPage() {
  const table = useTableQuery<OpenAccountRow>({
    name: OPEN_ACCOUNT_LIST,
    fields: FIELDS,
    fetchPage: queryOpenAccounts,
    rowKey: 'applyId',
  })
  const { approve, reject } = useOpenAccountActions()
  const [approving, setApproving] = useState<OpenAccountRow>()
  const [returning, setReturning] = useState<OpenAccountRow>()
  const columns = openAccountColumns({ onApprove: setApproving, onReturn: setReturning })
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<OpenAccountRow>
        title="开户申请"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <TipsDialog
        open={Boolean(approving)}
        content={`确认通过 ${approving?.investorName ?? ''} 的开户申请？`}
        subContent="通过后将为其开立基金账号，并可在投资者查询中查看。"
        okText="确认通过"
        onCancel={() => setApproving(undefined)}
        onOk={() =>
          approving &&
          approve.mutateAsync(approving.applyId).then(
            () => setApproving(undefined),
            () => undefined,
          )
        }
      />
      <ReasonDialog
        open={Boolean(returning)}
        title={`退回开户申请 · ${returning?.investorName ?? ''}`}
        max={RETURN_REASON_MAX}
        busy={reject.isPending}
        onCancel={() => setReturning(undefined)}
        onSubmit={(reason) =>
          reject
            .mutateAsync({ applyId: (returning as OpenAccountRow).applyId, reason })
            .then(() => setReturning(undefined))
        }
      />
    </Card>
  )
}
