import { http } from 'msw'
import type { SalesStatistics, SalesStatLine } from '@contract/api/sales'
import { confirmedOrdersOf } from '../db/sales-confirmed'
import { channelName, SALES_AGENCIES } from '../db/sales-agencies'
import { beijingNow } from '../db/seed-custodian-time'
import { fundsOf, readerOf, searchOf, type ParamReader } from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'

/*
 * 销售统计 (docs/api.md "销售管理"): the confirmed orders (the register's, sales-confirmed.ts)
 * of a month range, by the month their shares were confirmed: amount and count by fund, by
 * channel and by month (every month of the range, empty ones too). 12 months to this one
 * unless asked; at most 60.
 */

export const STAT_MSG = {
  month: '月份格式不正确，请使用 YYYY-MM',
  range: '开始月份不能晚于结束月份',
  span: '统计区间不能超过 60 个月',
} as const
const MAX_MONTHS = 60
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5)) - 1
const monthAt = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`
const round2 = (n: number) => Math.round(n * 100) / 100

type Range = { beginMonth: string; endMonth: string } | { problem: string }

export function rangeOf(get: ParamReader): Range {
  const now = beijingNow().slice(0, 7)
  const endMonth = get('endMonth') ?? now
  const beginMonth = get('beginMonth') ?? monthAt(monthIndex(endMonth) - 11)
  if (!MONTH.test(beginMonth) || !MONTH.test(endMonth)) return { problem: STAT_MSG.month }
  if (beginMonth > endMonth) return { problem: STAT_MSG.range }
  if (monthIndex(endMonth) - monthIndex(beginMonth) >= MAX_MONTHS) return { problem: STAT_MSG.span }
  return { beginMonth, endMonth }
}

function add(lines: Map<string, SalesStatLine>, key: string, name: string, amount: number) {
  const line = lines.get(key) ?? { key, name, amount: 0, count: 0 }
  line.amount = round2(line.amount + amount)
  line.count += 1
  lines.set(key, line)
}

export function statisticsOf(orgId: string, beginMonth: string, endMonth: string): SalesStatistics {
  const byFund = new Map<string, SalesStatLine>()
  const byChannel = new Map<string, SalesStatLine>()
  const byMonth = new Map<string, SalesStatLine>()
  for (let i = monthIndex(beginMonth); i <= monthIndex(endMonth); i += 1) {
    byMonth.set(monthAt(i), { key: monthAt(i), name: monthAt(i), amount: 0, count: 0 })
  }
  for (const fund of fundsOf(orgId)) {
    for (const o of confirmedOrdersOf(fund)) {
      const month = o.confirmDate.slice(0, 7)
      if (month < beginMonth || month > endMonth) continue
      add(byFund, fund.fundCode, fund.fundName, o.amount)
      add(byChannel, o.channel, channelName(o.channel), o.amount)
      add(byMonth, month, month, o.amount)
    }
  }
  const desc = (m: Map<string, SalesStatLine>) =>
    [...m.values()].sort((a, b) => b.amount - a.amount)
  const channelOrder = (l: SalesStatLine) => SALES_AGENCIES.findIndex((a) => a.code === l.key)
  const fundLines = desc(byFund)
  return {
    beginMonth,
    endMonth,
    byFund: fundLines,
    byChannel: desc(byChannel).sort(
      (a, b) => b.amount - a.amount || channelOrder(a) - channelOrder(b),
    ),
    byMonth: [...byMonth.values()],
    totalAmount: round2(fundLines.reduce((t, l) => t + l.amount, 0)),
    totalCount: fundLines.reduce((t, l) => t + l.count, 0),
  }
}

const DIMENSIONS = {
  fund: ['byFund', '产品'],
  channel: ['byChannel', '销售渠道'],
  month: ['byMonth', '月份'],
} as const

registerExportSource('sales-statistics', {
  pages: ['sales-manage/sales-statistics'],
  label: '销售管理-销售统计',
  headers: ['统计维度', '名称', '确认笔数', '确认金额'],
  widths: [12, 36, 12, 20],
  rows: (orgId, params) => {
    const get = readerOf(params)
    const range = rangeOf(get)
    const dimension = DIMENSIONS[(get('dimension') ?? '') as keyof typeof DIMENSIONS]
    if ('problem' in range || !dimension) return undefined
    const stats = statisticsOf(orgId, range.beginMonth, range.endMonth)
    const [field, label] = dimension
    return [
      ...stats[field].map((l) => [label, l.name, l.count, l.amount]),
      [label, '合计', stats.totalCount, stats.totalAmount],
    ]
  },
})

export const salesStatisticsHandlers = [
  http.post(
    api('/rest/sales/salesStatistics'),
    withAuth(({ request }, { org }) => {
      const range = rangeOf(searchOf(request))
      if ('problem' in range) return fail(range.problem)
      return ok(statisticsOf(org.orgId, range.beginMonth, range.endMonth))
    }),
  ),
]
