import type { DoneItem, DoneQuery } from '@contract/api/todo'
import { db } from '../db/db'
import { doneHistory, type GeneratedDone } from '../db/done-history'
import { seedMenus } from '../db/seed-menus'
import { stamp } from './deliver-message'
import { todoKeyMenuUrl } from '@contract/todo-menus'

/** The history is a pure function of the organisation and the seed day: built once for each. */
const historyCache = new Map<string, DoneItem[]>()

const view = (row: GeneratedDone): DoneItem => ({
  id: row.id,
  title: row.title,
  menuName: row.menuName,
  menuUrl: row.menuUrl,
  submittedAt: stamp(new Date(row.submittedAt)),
  doneAt: stamp(new Date(row.doneAt)),
  result: row.result,
})

function historyOf(orgId: string): DoneItem[] {
  const { seedDay } = db.state
  const key = `${orgId}|${seedDay}`
  let rows = historyCache.get(key)
  if (!rows) {
    rows = doneHistory(orgId, seedDay).map(view)
    if (historyCache.size >= 6) historyCache.clear()
    historyCache.set(key, rows)
  }
  return rows
}

const menuNameOf = (url: string) => seedMenus.find((m) => m.menuUrl === url)?.menuName ?? ''

/** Items finished in this session (stored), newest first. */
function sessionDoneOf(orgId: string): DoneItem[] {
  return db.state.doneItems
    .filter((d) => d.orgId === orgId)
    .sort((a, b) => b.doneAt.localeCompare(a.doneAt))
    .map((d) => {
      const menuUrl = (todoKeyMenuUrl as Record<string, string>)[d.todoKey] ?? ''
      return {
        id: d.id,
        title: d.title,
        menuName: menuNameOf(menuUrl),
        menuUrl,
        submittedAt: stamp(new Date(d.createdAt)),
        doneAt: stamp(new Date(d.doneAt)),
        result: d.result,
      }
    })
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The query from a request's search params; undefined when a date is malformed. */
export function doneQueryOf(
  params: URLSearchParams | Record<string, unknown>,
): DoneQuery | undefined {
  const get = (key: string) => {
    const v = params instanceof URLSearchParams ? params.get(key) : params[key]
    return typeof v === 'string' && v.trim() ? v.trim() : undefined
  }
  const query: DoneQuery = {
    tittle: get('tittle'),
    beginDate: get('beginDate'),
    endDate: get('endDate'),
  }
  if ([query.beginDate, query.endDate].some((d) => d !== undefined && !DATE.test(d)))
    return undefined
  return query
}

/** An organisation's done items matching the query, newest first, of pages the user can open. */
export function doneRowsOf(
  orgId: string,
  { tittle, beginDate, endDate }: DoneQuery,
  canOpen: (menuUrl: string) => boolean,
): DoneItem[] {
  const all = sessionDoneOf(orgId).concat(historyOf(orgId))
  const words = tittle?.toLowerCase()
  return all.filter((row) => {
    if (!canOpen(row.menuUrl)) return false
    const day = row.doneAt.slice(0, 10)
    if (words && !row.title.toLowerCase().includes(words)) return false
    if (beginDate && day < beginDate) return false
    if (endDate && day > endDate) return false
    return true
  })
}
