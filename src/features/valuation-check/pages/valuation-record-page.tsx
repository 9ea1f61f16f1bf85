import { ValuationSendRecords } from '../components/valuation-send-records'

/** 估值表发送记录 (/valuation-record): each mailed valuation table, its recipients and result. */
export default function ValuationRecordPage() {
  return (
    <ValuationSendRecords
      kind="table"
      title="估值表发送记录"
      dateLabel="估值日期"
      back={{ to: '/valuation-check/valuation-table', text: '返回估值表' }}
    />
  )
}
