import { Divider, Typography } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { formatAmount, formatNav, formatPercent } from '@/lib/format'
import { PERFORMANCE_EVENT_NAMES, type PerformanceFeeEvent } from '@contract/api/fee'
import { ratioText } from './fee-format'

type Event = PerformanceFeeEvent

const FIELDS: DetailField<Event>[] = [
  { label: '产品名称', render: (e) => `${e.fundName}（${e.fundCode}）`, wide: true },
  { label: '计提日期', field: 'date', kind: 'date' },
  { label: '计提类型', render: (e) => PERFORMANCE_EVENT_NAMES[e.eventType] },
  { label: '单位净值', field: 'unitNav', kind: 'nav' },
  { label: '计提基准(累计净值)', field: 'accumNav', kind: 'nav' },
  { label: '高水位', field: 'highWaterMark', kind: 'nav' },
  { label: '超额收益率', field: 'excessReturn', kind: 'percent' },
  { label: '提取比例', render: (e) => ratioText(e.ratio) },
  { label: '计提份额', render: (e) => `${formatAmount(e.shares)} 份` },
  { label: '业绩报酬金额', field: 'fee', kind: 'money' },
  { label: '计提后高水位', field: 'newHighWaterMark', kind: 'nav' },
]

/** The calculation of one event, step by step, in the words of the fund contract. */
function steps(e: Event) {
  const above = e.accumNav > e.highWaterMark
  const excess = e.accumNav - e.highWaterMark
  return [
    [
      '确定计提基准',
      `${e.date}（${PERFORMANCE_EVENT_NAMES[e.eventType]}）单位净值 ${formatNav(e.unitNav)}，累计净值 ${formatNav(e.accumNav)}；以累计净值与高水位比较，分红不影响比较。`,
    ],
    [
      '确定高水位',
      `高水位 ${formatNav(e.highWaterMark)}：此前各业绩报酬计提日累计净值的最高值，初始为 1.0000。`,
    ],
    [
      '计算超额收益率',
      `累计净值 ÷ 高水位 − 1 = ${formatNav(e.accumNav)} ÷ ${formatNav(e.highWaterMark)} − 1 = ${formatPercent(e.excessReturn)}`,
    ],
    above
      ? [
          '计算业绩报酬',
          `（${formatNav(e.accumNav)} − ${formatNav(e.highWaterMark)}）× ${ratioText(e.ratio)} × ${formatAmount(e.shares)} 份 = ${formatNav(excess)} × ${ratioText(e.ratio)} × ${formatAmount(e.shares)} = ${formatAmount(e.fee)} 元`,
        ]
      : ['计算业绩报酬', '累计净值未超过高水位，本次不计提业绩报酬：0.00 元'],
    above
      ? [
          '更新高水位',
          `高水位由 ${formatNav(e.highWaterMark)} 上调至 ${formatNav(e.newHighWaterMark)}`,
        ]
      : ['更新高水位', `高水位保持 ${formatNav(e.highWaterMark)}`],
  ] as const
}

/** A performance-fee event's figures and how its fee was reached. */
export function PerformanceDetail({ event, onClose }: { event?: Event; onClose: () => void }) {
  return (
    <DetailDrawer
      open={Boolean(event)}
      title={event && `业绩报酬计算过程 · ${event.fundName} ${event.date}`}
      onClose={onClose}
    >
      {event && (
        <>
          <DetailFields record={event} fields={FIELDS} />
          <Divider titlePlacement="start">计算过程</Divider>
          <ol className="fee-steps" aria-label="计算过程">
            {steps(event).map(([title, formula]) => (
              <li key={title}>
                <Typography.Text strong>{title}</Typography.Text>
                <div className="fee-steps__formula">{formula}</div>
              </li>
            ))}
          </ol>
        </>
      )}
    </DetailDrawer>
  )
}
