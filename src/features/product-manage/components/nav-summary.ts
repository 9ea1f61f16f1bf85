import { formatNav, formatPercent } from '@/lib/format'
import type { FundNavSeries, NavRange } from '@contract/api/fund-query'

export const RANGE_NAMES: Record<NavRange, string> = {
  '1m': '近1月',
  '3m': '近3月',
  '6m': '近6月',
  '1y': '近1年',
  all: '成立以来',
}

/** 'all' is 成立以来 only when the series reaches back to establishment (else 近3年). */
export const rangeName = (range: NavRange, sinceEstablishment: boolean) =>
  range === 'all' && !sinceEstablishment ? '近3年' : RANGE_NAMES[range]

/** The chart in words: its dates, where unit NAV started and ended, the change, high and low. */
export function navSummary({ range, sinceEstablishment, points }: FundNavSeries): string {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return '该产品暂无净值数据。'
  const units = points.map((p) => p.unitNav)
  const change = (last.accumNav - first.accumNav) / first.unitNav
  return [
    `${rangeName(range, sinceEstablishment)}（${first.date} 至 ${last.date}，共 ${points.length} 个交易日）`,
    `单位净值由 ${formatNav(first.unitNav)} 变为 ${formatNav(last.unitNav)}，`,
    `区间涨跌（含分红）${formatPercent(change)}；`,
    `最高 ${formatNav(Math.max(...units))}，最低 ${formatNav(Math.min(...units))}；`,
    `最新累计净值 ${formatNav(last.accumNav)}。`,
  ].join('')
}
