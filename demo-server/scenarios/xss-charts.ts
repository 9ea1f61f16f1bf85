import { http } from 'msw'
import type { SalesStatLine } from '@contract/api/sales'
import { api, authOf, ok } from '../handlers/http'
import { searchOf } from '../handlers/custodian-common'
import { rangeOf, statisticsOf } from '../handlers/sales-statistics-handlers'
import { xssChartName } from './xss-chart-names'

/*
 * The names charts show, made hostile: 销售统计's channels and funds, answered here from the
 * real figures (业绩分析's fund names come from xss-funds.ts).
 */

const hostile = (lines: SalesStatLine[]) =>
  lines.map((line, i) => ({ ...line, name: `${line.name}${xssChartName(i)}` }))

export const xssChartHandlers = () => [
  http.post(api('/rest/sales/salesStatistics'), ({ request }) => {
    const auth = authOf(request)
    const range = rangeOf(searchOf(request))
    if (!auth || 'problem' in range) return undefined
    const stats = statisticsOf(auth.org.orgId, range.beginMonth, range.endMonth)
    return ok({ ...stats, byFund: hostile(stats.byFund), byChannel: hostile(stats.byChannel) })
  }),
]
