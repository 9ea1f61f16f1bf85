import { Card } from 'antd'
import { useState } from 'react'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { FundCreateRow } from '@/types/api/fund-create'
import { listParams } from '../api/application-files'
import { queryFundCreates, withdrawFundCreate } from '../api/fund-create'
import { ApplicationConfirm, type ConfirmTarget } from '../components/application-confirm'
import {
  applicationFields,
  applicationFilters,
  ApplicationToolbar,
} from '../components/application-query'
import { FUND_CREATE_STYLES } from '../components/application-statuses'
import { fundCreateColumns } from '../components/fund-create-columns'
import { FundCreateDetail } from '../components/fund-create-detail'
import { FundCreateForm, type FundCreateTarget } from '../components/fund-create-form'
import { useApplicationAction } from '../hooks/use-application-action'
import '../components/application.css'

const FIELDS = applicationFields('applyDate')
const SORTABLE = ['applyDate']

/**
 * 产品成立: the organisation's establishment applications. 新建申请 for a raising fund,
 * 补充材料 then 提交 for one awaiting material (fundCreateNum drops), 撤回 from its detail.
 */
export default function FundCreatePage() {
  const table = useTableQuery<FundCreateRow>({
    name: 'fund-create',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryFundCreates,
    rowKey: 'applyId',
  })
  const [viewing, setViewing] = useState<string>()
  const [editing, setEditing] = useState<FundCreateTarget>()
  const [withdrawing, setWithdrawing] = useState<ConfirmTarget>()
  const withdraw = useApplicationAction('fund-create', withdrawFundCreate)
  const supplement = (applyId: string) => setEditing({ applyId })
  const columns = fundCreateColumns({
    sortOrder: table.sortOrder,
    onView: setViewing,
    onSupplement: supplement,
  })

  return (
    <Card variant="borderless">
      <QueryForm formProps={table.formProps}>
        {applicationFilters(FUND_CREATE_STYLES, 'applyDate', '申请日期')}
      </QueryForm>
      <QueryTable<FundCreateRow>
        title="成立申请"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ApplicationToolbar
            addText="新建申请"
            onAdd={() => setEditing({})}
            source="fund-create"
            params={listParams(table.query, 'applyDate')}
            fileName="产品成立申请"
            total={table.result.data?.total}
          />
        }
      />
      <FundCreateDetail
        applyId={viewing}
        onClose={() => setViewing(undefined)}
        onSupplement={supplement}
        onWithdraw={(r) =>
          setWithdrawing({
            id: r.applyId,
            question: `撤回「${r.fundName}」的成立申请？`,
            consequence: '撤回后该申请即办结，如需成立请重新提交申请。',
          })
        }
      />
      <FundCreateForm target={editing} onClose={() => setEditing(undefined)} />
      <ApplicationConfirm
        target={withdrawing}
        onConfirm={(id) => withdraw.mutateAsync(id)}
        onClose={() => setWithdrawing(undefined)}
      />
    </Card>
  )
}
