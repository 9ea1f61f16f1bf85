import { useState } from 'react'
import type { LiquidationRow } from '@contract/api/fund-liquidation'
import { confirmLiquidation, queryLiquidations } from '@/api/product/fund-liquidation'
import {
  applicationList,
  ApplicationListPage,
  useApplicationList,
} from '../components/application-list-page'
import { LIQUIDATION_STYLES } from '../components/application-statuses'
import {
  confirmLiquidationTarget,
  liquidationColumns,
} from '../components/fund-liquidation-columns'
import { FundLiquidationDetail } from '../components/fund-liquidation-detail'
import { FundLiquidationForm } from '../components/fund-liquidation-form'

const LIST = applicationList<LiquidationRow>({
  name: 'fund-liquidation',
  rowKey: 'applyId',
  fetchPage: queryLiquidations,
  act: confirmLiquidation,
  styles: LIQUIDATION_STYLES,
  dateField: 'applyDate',
  dateLabel: '申请日期',
  title: '清算申请',
  addText: '新建清算申请',
  fileName: '产品清算申请',
})

/**
 * 产品清算: the organisation's liquidations. 新建清算申请 for an operating fund; 确认 the
 * custodian's checked report (liquidationNum drops) and the liquidation is 已完成.
 */
export default function FundLiquidationPage() {
  const state = useApplicationList(LIST)
  const { table, viewing, setViewing, setAsking } = state
  const [adding, setAdding] = useState(false)
  const ask = (row: Pick<LiquidationRow, 'applyId' | 'fundName'>) =>
    setAsking(confirmLiquidationTarget(row))
  const columns = liquidationColumns({
    sortOrder: table.sortOrder,
    onView: setViewing,
    onConfirm: ask,
  })

  return (
    <ApplicationListPage state={state} columns={columns} onAdd={() => setAdding(true)}>
      <FundLiquidationDetail
        applyId={viewing}
        onClose={() => setViewing(undefined)}
        onConfirm={ask}
      />
      <FundLiquidationForm open={adding} onClose={() => setAdding(false)} />
    </ApplicationListPage>
  )
}
