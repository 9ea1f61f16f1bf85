import { SendOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { NavSeriesSendDialog } from '../components/nav-series-send-dialog'
import { ValuationSendRecords } from '../components/valuation-send-records'

/**
 * 净值序列发送记录 (/net-worth-list-record): each NAV series mailed (a fund over a date
 * range), its recipients and result; 发送净值序列 sends another.
 */
export default function NavSeriesRecordPage() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <ValuationSendRecords
        kind="series"
        title="净值序列发送记录"
        dateLabel="截止日期"
        back={{ to: '/valuation-check/net-value', text: '返回净值' }}
        toolbar={
          <Button icon={<SendOutlined />} onClick={() => setOpen(true)}>
            发送净值序列
          </Button>
        }
      />
      <NavSeriesSendDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
