import { useState } from 'react'
import type { FundCreateRow } from '@contract/api/fund-create'
import { queryFundCreates, withdrawFundCreate } from '@/api/product/fund-create'
import {
  applicationList,
  ApplicationListPage,
  useApplicationList,
} from '../components/application-list-page'
import { FUND_CREATE_STYLES } from '../components/application-statuses'
import { fundCreateColumns } from '../components/fund-create-columns'
import { FundCreateDetail } from '../components/fund-create-detail'
import { FundCreateForm, type FundCreateTarget } from '../components/fund-create-form'

const LIST = applicationList<FundCreateRow>({
  name: 'fund-create',
  rowKey: 'applyId',
  fetchPage: queryFundCreates,
  act: withdrawFundCreate,
  styles: FUND_CREATE_STYLES,
  dateField: 'applyDate',
  dateLabel: '申请日期',
  title: '成立申请',
  addText: '新建申请',
  fileName: '产品成立申请',
})

/**
 * 产品成立: the organisation's establishment applications. 新建申请 for a raising fund,
 * 补充材料 then 提交 for one awaiting material (fundCreateNum drops), 撤回 from its detail.
 */
export default function FundCreatePage() {
  const state = useApplicationList(LIST)
  const { table, viewing, setViewing, setAsking } = state
  const [editing, setEditing] = useState<FundCreateTarget>()
  const supplement = (applyId: string) => setEditing({ applyId })
  const columns = fundCreateColumns({
    sortOrder: table.sortOrder,
    onView: setViewing,
    onSupplement: supplement,
  })

  return (
    <ApplicationListPage state={state} columns={columns} onAdd={() => setEditing({})}>
      <FundCreateDetail
        applyId={viewing}
        onClose={() => setViewing(undefined)}
        onSupplement={supplement}
        onWithdraw={(r) =>
          setAsking({
            id: r.applyId,
            question: `撤回「${r.fundName}」的成立申请？`,
            consequence: '撤回后该申请即办结，如需成立请重新提交申请。',
          })
        }
      />
      <FundCreateForm target={editing} onClose={() => setEditing(undefined)} />
    </ApplicationListPage>
  )
}
