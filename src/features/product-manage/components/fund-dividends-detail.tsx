import { Button } from 'antd'
import type { DetailField } from '@/components/detail-drawer/detail-fields'
import { formatAmount, formatNav, NO_VALUE } from '@/lib/format'
import { DIVIDEND_METHOD_LABEL, type DividendDetail as Detail } from '@contract/api/fund-dividends'
import { dividendQuery } from '@/api/product/fund-dividends'
import { ApplicationDrawer } from './application-drawer'
import { ApplicationSections } from './application-sections'
import { DIVIDEND_STYLES, StatusTag } from './application-statuses'

const FIELDS: DetailField<Detail>[] = [
  { label: '方案编号', field: 'planId' },
  { label: '状态', render: (r) => <StatusTag styles={DIVIDEND_STYLES} status={r.status} /> },
  { label: '产品代码', field: 'fundCode' },
  { label: '分红方式', render: (r) => DIVIDEND_METHOD_LABEL[r.method] },
  { label: '产品名称', field: 'fundName', wide: true },
  { label: '权益登记日', field: 'recordDate', kind: 'date' },
  { label: '除息日', field: 'exDate', kind: 'date' },
  { label: '每份分红（元/份）', field: 'perUnit', kind: 'nav' },
  { label: '登记份额（份）', render: (r) => formatAmount(r.shares) },
  { label: '分红总额（元）', field: 'totalAmount', kind: 'money' },
  {
    label: '核对单位净值',
    render: (r) => (r.unitNav === null ? NO_VALUE : `${formatNav(r.unitNav)}（${r.navDate}）`),
  },
]

interface Props {
  planId: string | undefined
  onClose: () => void
  onConfirm: (record: Detail) => void
}

/** A bonus plan beside the list: its figures and its steps. */
export function FundDividendsDetail({ planId, onClose, onConfirm }: Props) {
  return (
    <ApplicationDrawer
      id={planId}
      record={dividendQuery}
      title="分红方案"
      onClose={onClose}
      footer={(data) =>
        data.status === 'confirming' && (
          <Button type="primary" onClick={() => onConfirm(data)}>
            确认方案
          </Button>
        )
      }
    >
      {(data) => <ApplicationSections record={data} fields={FIELDS} timeline={data.timeline} />}
    </ApplicationDrawer>
  )
}
