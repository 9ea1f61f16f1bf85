import { Card } from 'antd'
import { useState } from 'react'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { LiquidationRow } from '@/types/api/fund-liquidation'
import { listParams } from '../api/application-files'
import { confirmLiquidation, queryLiquidations } from '../api/fund-liquidation'
import { ApplicationConfirm, type ConfirmTarget } from '../components/application-confirm'
import {
  applicationFields,
  applicationFilters,
  ApplicationToolbar,
} from '../components/application-query'
import { LIQUIDATION_STYLES } from '../components/application-statuses'
import {
  confirmLiquidationTarget,
  liquidationColumns,
} from '../components/fund-liquidation-columns'
import { FundLiquidationDetail } from '../components/fund-liquidation-detail'
import { FundLiquidationForm } from '../components/fund-liquidation-form'
import { useApplicationAction } from '../hooks/use-application-action'
import '../components/application.css'

const FIELDS = applicationFields('applyDate')
const SORTABLE = ['applyDate']

/**
 * 产品清算: the organisation's liquidations. 新建清算申请 for an operating fund; 确认 the
 * custodian's checked report (liquidationNum drops) and the liquidation is 已完成.
 */
export default function FundLiquidationPage() {
  const table = useTableQuery<LiquidationRow>({
    name: 'fund-liquidation',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryLiquidations,
    rowKey: 'applyId',
  })
  const [viewing, setViewing] = useState<string>()
  const [adding, setAdding] = useState(false)
  const [confirming, setConfirming] = useState<ConfirmTarget>()
  const confirm = useApplicationAction('fund-liquidation', confirmLiquidation)
  const ask = (row: Pick<LiquidationRow, 'applyId' | 'fundName'>) =>
    setConfirming(confirmLiquidationTarget(row))
  const columns = liquidationColumns({
    sortOrder: table.sortOrder,
    onView: setViewing,
    onConfirm: ask,
  })

  return (
    <Card variant="borderless">
      <QueryForm formProps={table.formProps}>
        {applicationFilters(LIQUIDATION_STYLES, 'applyDate', '申请日期')}
      </QueryForm>
      <QueryTable<LiquidationRow>
        title="清算申请"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ApplicationToolbar
            addText="新建清算申请"
            onAdd={() => setAdding(true)}
            source="fund-liquidation"
            params={listParams(table.query, 'applyDate')}
            fileName="产品清算申请"
            total={table.result.data?.total}
          />
        }
      />
      <FundLiquidationDetail
        applyId={viewing}
        onClose={() => setViewing(undefined)}
        onConfirm={ask}
      />
      <FundLiquidationForm open={adding} onClose={() => setAdding(false)} />
      <ApplicationConfirm
        target={confirming}
        onConfirm={(id) => confirm.mutateAsync(id)}
        onClose={() => setConfirming(undefined)}
      />
    </Card>
  )
}
