import { ValuationSendRecords } from '../components/valuation-send-records'

/** 净值表发送记录 (/net-value-record): each day's NAV mailed, its recipients and result. */
export default function NetValueRecordPage() {
  return (
    <ValuationSendRecords
      kind="nav"
      title="净值表发送记录"
      dateLabel="净值日期"
      back={{ to: '/valuation-check/net-value', text: '返回净值' }}
    />
  )
}
