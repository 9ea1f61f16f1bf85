import { Tag } from 'antd'
import { DEMAND_STATUS_LABEL, type DemandStatus } from '@contract/api/demand'

const COLOR: Record<DemandStatus, string> = {
  pending: 'gold',
  processing: 'processing',
  adopted: 'success',
  replied: 'blue',
  declined: 'default',
}

export function DemandStatusTag({ status }: { status: DemandStatus }) {
  return (
    <Tag color={COLOR[status]} variant="filled">
      {DEMAND_STATUS_LABEL[status] ?? status}
    </Tag>
  )
}
