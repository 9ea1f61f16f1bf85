import type { Direction, StatementLine } from '@contract/api/custodian'
import { orgStatement } from '../db/bank-statement'
import { db } from '../db/db'
import {
  CUSTODIAN_MSG,
  dateRangeOf,
  fundFilterOf,
  fundsOf,
  problemOf,
  readerOf,
  sortOf,
  type Checked,
  type ParamReader,
  type SortState,
} from './custodian-common'
import { registerExportSource } from './export-registry'

/*
 * 银行流水's query over the generated statement (bank-statement.ts): by fund, date range,
 * direction, counterparty (name or account, part of it) and amount range (the size of the
 * movement, whichever its direction), newest first or sorted by time or signed amount. The
 * same query answers the list and the export.
 */

export interface StatementQuery {
  fundCode?: string
  from?: string
  to?: string
  direction?: Direction
  counterparty?: string
  minAmount?: number
  maxAmount?: number
  sort?: SortState
}

export const STATEMENT_SORTS = ['tradeTime', 'amount'] as const
const COUNTERPARTY_MAX = 50

function amountOf(text: string | undefined): Checked<number | undefined> {
  if (text === undefined) return undefined
  const n = Number(text)
  return Number.isFinite(n) && n >= 0 ? n : { problem: CUSTODIAN_MSG.amount }
}

/** The query a request (or an export) asks for, or why it cannot be answered. */
export function statementQueryOf(get: ParamReader, orgId: string): Checked<StatementQuery> {
  const fund = fundFilterOf(get, orgId)
  const range = dateRangeOf(get)
  const sort = sortOf(get, STATEMENT_SORTS)
  const minAmount = amountOf(get('minAmount'))
  const maxAmount = amountOf(get('maxAmount'))
  const direction = get('direction')
  const counterparty = get('counterparty')
  const problem = [fund, range, sort, minAmount, maxAmount].map(problemOf).find(Boolean)
  if (problem) return { problem }
  if (direction && direction !== 'in' && direction !== 'out') {
    return { problem: CUSTODIAN_MSG.direction }
  }
  if (counterparty && counterparty.length > COUNTERPARTY_MAX) {
    return { problem: CUSTODIAN_MSG.counterparty }
  }
  const min = minAmount as number | undefined
  const max = maxAmount as number | undefined
  if (min !== undefined && max !== undefined && min > max) {
    return { problem: CUSTODIAN_MSG.amountRange }
  }
  const { from, to } = range as { from?: string; to?: string }
  return {
    fundCode: (fund as { fundCode: string } | undefined)?.fundCode,
    from,
    to,
    direction: direction as Direction | undefined,
    counterparty: counterparty?.toLowerCase(),
    minAmount: min,
    maxAmount: max,
    sort: sort as SortState | undefined,
  }
}

const signed = (line: StatementLine) => (line.direction === 'in' ? line.amount : -line.amount)

/** The organisation's lines matching the query, in the order asked for. */
export function statementRowsOf(orgId: string, q: StatementQuery): StatementLine[] {
  const orgName = db.state.orgs.find((o) => o.orgId === orgId)?.orgName ?? ''
  const all = orgStatement(fundsOf(orgId), orgName)
  const to = q.to && `${q.to} 99`
  const rows = all.filter(
    (l) =>
      (!q.fundCode || l.fundCode === q.fundCode) &&
      (!q.from || l.tradeTime >= q.from) &&
      (!to || l.tradeTime <= to) &&
      (!q.direction || l.direction === q.direction) &&
      (q.minAmount === undefined || l.amount >= q.minAmount) &&
      (q.maxAmount === undefined || l.amount <= q.maxAmount) &&
      (!q.counterparty ||
        l.counterparty.toLowerCase().includes(q.counterparty) ||
        l.counterAccount.includes(q.counterparty)),
  )
  const { sort } = q
  if (!sort) return rows
  if (sort.field === 'tradeTime') return sort.order === 'ascend' ? rows.reverse() : rows
  const sign = sort.order === 'ascend' ? 1 : -1
  // Stable: equal amounts stay newest first.
  return rows.sort((a, b) => (signed(a) - signed(b)) * sign)
}

registerExportSource('bank-statement', {
  pages: ['custodian/bank-statement'],
  label: '托管查询-银行流水',
  headers: [
    '交易时间',
    '产品代码',
    '产品名称',
    '账号',
    '收支方向',
    '金额',
    '余额',
    '交易对手',
    '对方账号',
    '摘要',
  ],
  widths: [20, 10, 34, 20, 10, 16, 18, 36, 22, 16],
  rows: (orgId, params) => {
    const query = statementQueryOf(readerOf(params), orgId)
    if (problemOf(query)) return undefined
    return statementRowsOf(orgId, query as StatementQuery).map((l) => [
      l.tradeTime,
      l.fundCode,
      l.fundName,
      l.accountNo,
      l.direction === 'in' ? '收入' : '支出',
      signed(l),
      l.balance,
      l.counterparty,
      l.counterAccount,
      l.summary,
    ])
  },
})
