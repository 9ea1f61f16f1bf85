import type { QuantRow } from '@contract/api/data-submission'
import type { QuantTableRecord } from './data-submission-types'
import { hashText, seededRandom } from './random'
import { tradingDaysOfMonth } from './trading-days'

/*
 * A seeded 量化运行表's rows, generated from its id whenever they are asked for (the demo
 * stores rows only once someone saves them): one row a trading day, the fund's strategy, a
 * position drifting a few percent a day, leverage, turnover and the month's running drawdown.
 * A seeded draft has only its first `filledRows` rows filled; the rest wait with their date.
 */

const STRATEGY_OF_FUND: Readonly<Record<string, string>> = {
  量化对冲: '市场中性',
  市场中性: '市场中性',
  指数增强: '指数增强',
}

export const strategyOfFund = (fundStrategy: string) => STRATEGY_OF_FUND[fundStrategy] ?? '多策略'

const REMARKS = ['', '', '', '', '', '', '调仓', '', '申购资金到账', '', '', '因子再平衡']

const fixed2 = (n: number) => n.toFixed(2)

export function generatedRows(
  table: Pick<QuantTableRecord, 'tableId' | 'month' | 'filledRows'>,
  fundStrategy: string,
): QuantRow[] {
  const random = seededRandom(hashText(table.tableId))
  const strategy = strategyOfFund(fundStrategy)
  let position = 5_000 + Math.floor(random() * 45_000)
  let drawdown = 0
  const filled = table.filledRows ?? Number.POSITIVE_INFINITY
  return tradingDaysOfMonth(table.month).map((date, i) => {
    position *= 1 + (random() - 0.48) * 0.06
    drawdown = Math.min(30, Math.max(drawdown, random() * 6 + i * 0.1))
    const row: QuantRow = {
      rowId: `r${i + 1}`,
      date,
      strategy,
      positionSize: fixed2(position),
      leverage: fixed2(1 + random() * 1.5),
      turnover: fixed2(5 + random() * 75),
      maxDrawdown: fixed2(drawdown),
      remark: REMARKS[Math.floor(random() * REMARKS.length)] ?? '',
    }
    return i < filled
      ? row
      : { ...row, positionSize: '', leverage: '', turnover: '', maxDrawdown: '', remark: '' }
  })
}
