import { useMemo, useState } from 'react'
import { QUANT_MAX_ROWS, tableProblems, type QuantColumn } from '@contract/quant-operation-rules'
import { dayjs } from '@/lib/dayjs'
import type { QuantRow } from '@contract/api/data-submission'

let made = 0
const newRowId = () => {
  made += 1
  return `n${Date.now().toString(36)}${made}`
}

const cellKey = (rowId: string, column: QuantColumn) => `${rowId}:${column}`

/** The day after a row's date when it is still in the month (weekends skipped), else blank. */
function nextDate(last: QuantRow | undefined, month: string) {
  const text = last?.date ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || dayjs(text).format('YYYY-MM-DD') !== text) return ''
  let next = dayjs(text).add(1, 'day')
  while (next.day() === 0 || next.day() === 6) next = next.add(1, 'day')
  return next.format('YYYY-MM') === month ? next.format('YYYY-MM-DD') : ''
}

/**
 * 量化运行表's rows as edited: the cells as typed, the rows as last saved (so the page knows
 * when it has unsaved edits), which cells were left, and whether 提交 was tried (then every
 * bad cell shows its message, not only those touched).
 */
export function useQuantEditor(month: string) {
  const [rows, setRows] = useState<QuantRow[]>([])
  const [saved, setSaved] = useState<QuantRow[]>([])
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [attempted, setAttempted] = useState(false)
  const problems = useMemo(() => tableProblems(rows, month), [rows, month])
  const dirty = useMemo(() => JSON.stringify(rows) !== JSON.stringify(saved), [rows, saved])

  const loaded = (next: QuantRow[]) => {
    setRows(next)
    setSaved(next)
    setTouched(new Set())
    setAttempted(false)
  }

  return {
    rows,
    dirty,
    problems,
    attempted,
    loaded,
    /** The edits now match the server's (saved or submitted). */
    saved: (next: QuantRow[]) => setSaved(next),
    /** Back to what was last saved. */
    discard: () => setRows(saved),
    tried: () => setAttempted(true),
    edit: (rowId: string, column: QuantColumn, value: string) =>
      setRows((all) => all.map((r) => (r.rowId === rowId ? { ...r, [column]: value } : r))),
    left: (rowId: string, column: QuantColumn) =>
      setTouched((all) => new Set(all).add(cellKey(rowId, column))),
    /** The message a cell shows: a bad value at once, a blank once left or after 提交. */
    shown: (row: QuantRow, column: QuantColumn) => {
      const problem = problems.get(row.rowId)?.[column]
      if (!problem) return undefined
      const blank = row[column].trim() === ''
      return !blank || attempted || touched.has(cellKey(row.rowId, column)) ? problem : undefined
    },
    canAdd: rows.length < QUANT_MAX_ROWS,
    add: () =>
      setRows((all) => {
        const last = all[all.length - 1]
        const blank = { positionSize: '', leverage: '', turnover: '', maxDrawdown: '', remark: '' }
        const row = {
          rowId: newRowId(),
          date: nextDate(last, month),
          strategy: last?.strategy ?? '',
        }
        return [...all, { ...row, ...blank }]
      }),
    remove: (rowId: string) => setRows((all) => all.filter((r) => r.rowId !== rowId)),
  }
}

export type QuantEditor = ReturnType<typeof useQuantEditor>
