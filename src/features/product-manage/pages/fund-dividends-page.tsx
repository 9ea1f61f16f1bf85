import { Card } from 'antd'
import { useState } from 'react'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { DividendRow } from '@/types/api/fund-dividends'
import { listParams } from '../api/application-files'
import { confirmDividend, queryDividends } from '../api/fund-dividends'
import { ApplicationConfirm, type ConfirmTarget } from '../components/application-confirm'
import {
  applicationFields,
  applicationFilters,
  ApplicationToolbar,
} from '../components/application-query'
import { DIVIDEND_STYLES } from '../components/application-statuses'
import { confirmDividendTarget, dividendColumns } from '../components/fund-dividends-columns'
import { FundDividendsDetail } from '../components/fund-dividends-detail'
import { FundDividendsForm } from '../components/fund-dividends-form'
import { useApplicationAction } from '../hooks/use-application-action'
import '../components/application.css'

const FIELDS = applicationFields('recordDate')
const SORTABLE = ['recordDate']

/**
 * 产品分红: the organisation's bonus plans. 新建分红方案 registers one (待确认, fundDividendsNum
 * rises); 确认 confirms it (fundDividendsNum drops); it is 已发放 once paid.
 */
export default function FundDividendsPage() {
  const table = useTableQuery<DividendRow>({
    name: 'fund-dividends',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryDividends,
    rowKey: 'planId',
  })
  const [viewing, setViewing] = useState<string>()
  const [adding, setAdding] = useState(false)
  const [confirming, setConfirming] = useState<ConfirmTarget>()
  const confirm = useApplicationAction('fund-dividends', confirmDividend)
  const ask = (row: Pick<DividendRow, 'planId' | 'fundName' | 'perUnit'>) =>
    setConfirming(confirmDividendTarget(row))
  const columns = dividendColumns({
    sortOrder: table.sortOrder,
    onView: setViewing,
    onConfirm: ask,
  })

  return (
    <Card variant="borderless">
      <QueryForm formProps={table.formProps}>
        {applicationFilters(DIVIDEND_STYLES, 'recordDate', '权益登记日')}
      </QueryForm>
      <QueryTable<DividendRow>
        title="分红方案"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ApplicationToolbar
            addText="新建分红方案"
            onAdd={() => setAdding(true)}
            source="fund-dividends"
            params={listParams(table.query, 'recordDate')}
            fileName="产品分红方案"
            total={table.result.data?.total}
          />
        }
      />
      <FundDividendsDetail planId={viewing} onClose={() => setViewing(undefined)} onConfirm={ask} />
      <FundDividendsForm open={adding} onClose={() => setAdding(false)} />
      <ApplicationConfirm
        target={confirming}
        onConfirm={(id) => confirm.mutateAsync(id)}
        onClose={() => setConfirming(undefined)}
      />
    </Card>
  )
}
