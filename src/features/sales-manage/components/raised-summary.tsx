import { Descriptions } from 'antd'
import { formatAmount } from '@/lib/format'
import type { RaisedTotal } from '@contract/api/sales'

interface Props {
  fundName: string
  raised: RaisedTotal
}

/** A raising fund's money so far: the orders 已通过 and those still 待审核. */
export function RaisedSummary({ fundName, raised }: Props) {
  return (
    <section aria-label="募集进度">
      <h3 className="sales-section">募集进度 · {fundName}</h3>
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label="已募集（已通过）">
          <span className="sales-figure">{formatAmount(raised.approvedAmount)} 元</span>
          <span className="sales-note">{raised.approvedCount} 笔</span>
        </Descriptions.Item>
        <Descriptions.Item label="待审核">
          <span className="sales-figure">{formatAmount(raised.pendingAmount)} 元</span>
          <span className="sales-note">{raised.pendingCount} 笔</span>
        </Descriptions.Item>
      </Descriptions>
    </section>
  )
}
