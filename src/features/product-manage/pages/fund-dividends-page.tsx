import { useState } from 'react'
import type { DividendRow } from '@contract/api/fund-dividends'
import { confirmDividend, queryDividends } from '@/api/product/fund-dividends'
import {
  applicationList,
  ApplicationListPage,
  useApplicationList,
} from '../components/application-list-page'
import { DIVIDEND_STYLES } from '../components/application-statuses'
import { confirmDividendTarget, dividendColumns } from '../components/fund-dividends-columns'
import { FundDividendsDetail } from '../components/fund-dividends-detail'
import { FundDividendsForm } from '../components/fund-dividends-form'

const LIST = applicationList<DividendRow>({
  name: 'fund-dividends',
  rowKey: 'planId',
  fetchPage: queryDividends,
  act: confirmDividend,
  styles: DIVIDEND_STYLES,
  dateField: 'recordDate',
  dateLabel: '权益登记日',
  title: '分红方案',
  addText: '新建分红方案',
  fileName: '产品分红方案',
})

/**
 * 产品分红: the organisation's bonus plans. 新建分红方案 registers one (待确认, fundDividendsNum
 * rises); 确认 confirms it (fundDividendsNum drops); it is 已发放 once paid.
 */
export default function FundDividendsPage() {
  const state = useApplicationList(LIST)
  const { table, viewing, setViewing, setAsking } = state
  const [adding, setAdding] = useState(false)
  const ask = (row: Pick<DividendRow, 'planId' | 'fundName' | 'perUnit'>) =>
    setAsking(confirmDividendTarget(row))
  const columns = dividendColumns({
    sortOrder: table.sortOrder,
    onView: setViewing,
    onConfirm: ask,
  })

  return (
    <ApplicationListPage state={state} columns={columns} onAdd={() => setAdding(true)}>
      <FundDividendsDetail planId={viewing} onClose={() => setViewing(undefined)} onConfirm={ask} />
      <FundDividendsForm open={adding} onClose={() => setAdding(false)} />
    </ApplicationListPage>
  )
}
