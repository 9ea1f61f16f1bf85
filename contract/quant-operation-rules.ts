import type { QuantRow } from '@contract/api/data-submission'

/*
 * 量化运行表's cells and their rules: the editor shows a cell's message under it, and 提交 is
 * refused with the first bad cell named. The demo backend checks a submitted table with the
 * same rules, so the page and the server never disagree.
 */

export type QuantColumn = Exclude<keyof QuantRow, 'rowId'>

export const QUANT_COLUMNS: ReadonlyArray<{ key: QuantColumn; title: string }> = [
  { key: 'date', title: '日期' },
  { key: 'strategy', title: '策略' },
  { key: 'positionSize', title: '持仓规模(万元)' },
  { key: 'leverage', title: '杠杆倍数' },
  { key: 'turnover', title: '换手率(%)' },
  { key: 'maxDrawdown', title: '最大回撤(%)' },
  { key: 'remark', title: '备注' },
]

export const QUANT_STRATEGIES = [
  '股票多头',
  '市场中性',
  '指数增强',
  'CTA趋势',
  '套利',
  '高频交易',
  '多策略',
] as const

/** A table holds at most this many rows; a cell at most QUANT_CELL_MAX characters. */
export const QUANT_MAX_ROWS = 100
export const QUANT_CELL_MAX = 100
/**
 * 备注's one limit: the cell keeps this many characters (a longer paste is cut and says so,
 * useLengthLimit), and the demo backend refuses more, with QUANT_REMARK_TOO_LONG, in
 * 保存草稿 and 提交 alike.
 */
export const QUANT_REMARK_MAX = 50
export const QUANT_REMARK_TOO_LONG = `备注不能超过 ${QUANT_REMARK_MAX} 个字符`

type NumberColumn = 'positionSize' | 'leverage' | 'turnover' | 'maxDrawdown'
export const QUANT_NUMBERS: Readonly<
  Record<NumberColumn, { name: string; min: number; max: number }>
> = {
  positionSize: { name: '持仓规模', min: 0, max: 1_000_000 },
  leverage: { name: '杠杆倍数', min: 0, max: 10 },
  turnover: { name: '换手率', min: 0, max: 1_000 },
  maxDrawdown: { name: '最大回撤', min: 0, max: 100 },
}

/** 2026-10 → 2026年10月 */
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`

const DATE = /^\d{4}-\d{2}-\d{2}$/
const NUMBER = /^-?\d+(\.\d+)?$/
const isDay = (text: string) => {
  if (!DATE.test(text)) return false
  const time = Date.parse(`${text}T00:00:00Z`)
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text
}

function numberProblem(column: NumberColumn, text: string) {
  const { name, min, max } = QUANT_NUMBERS[column]
  if (!text) return `请填写${name}`
  if (!NUMBER.test(text)) return `${name}须为数字`
  const value = Number(text)
  if (value < min || value > max) return `${name}须在 ${min} 至 ${max.toLocaleString('en-US')} 之间`
  if ((text.split('.')[1] ?? '').length > 2) return `${name}最多保留两位小数`
  return undefined
}

/** What is wrong with one cell of a row in a table of `month` (YYYY-MM), if anything. */
export function cellProblem(row: QuantRow, column: QuantColumn, month: string) {
  const text = row[column].trim()
  switch (column) {
    case 'date':
      if (!text) return '请填写日期'
      if (!isDay(text)) return '日期格式应为 YYYY-MM-DD'
      return text.startsWith(`${month}-`) ? undefined : `日期须在${monthLabel(month)}内`
    case 'strategy':
      if (!text) return '请选择策略'
      return (QUANT_STRATEGIES as readonly string[]).includes(text)
        ? undefined
        : '策略不在可选范围内'
    case 'remark':
      return text.length > QUANT_REMARK_MAX ? QUANT_REMARK_TOO_LONG : undefined
    default:
      return numberProblem(column, text)
  }
}

export type RowProblems = Partial<Record<QuantColumn, string>>

/** Every bad cell by row id; a date and strategy filled twice is refused on the later row. */
export function tableProblems(rows: readonly QuantRow[], month: string): Map<string, RowProblems> {
  const problems = new Map<string, RowProblems>()
  const seen = new Set<string>()
  for (const row of rows) {
    const own: RowProblems = {}
    for (const { key } of QUANT_COLUMNS) {
      const problem = cellProblem(row, key, month)
      if (problem) own[key] = problem
    }
    const pair = `${row.date.trim()}|${row.strategy.trim()}`
    if (!own.date && !own.strategy && seen.has(pair)) own.date = '同一日期和策略已填写过'
    seen.add(pair)
    if (Object.keys(own).length) problems.set(row.rowId, own)
  }
  return problems
}

/** Why the table may not be submitted: the first bad cell, as 第 N 行「列」：…; or undefined. */
export function firstTableProblem(rows: readonly QuantRow[], month: string) {
  if (!rows.length) return '请至少填写一行'
  if (rows.length > QUANT_MAX_ROWS) return `最多填写 ${QUANT_MAX_ROWS} 行`
  const problems = tableProblems(rows, month)
  for (const [index, row] of rows.entries()) {
    const own = problems.get(row.rowId)
    const column = own && QUANT_COLUMNS.find((c) => own[c.key])
    if (own && column) return `第 ${index + 1} 行「${column.title}」：${own[column.key]}`
  }
  return undefined
}
