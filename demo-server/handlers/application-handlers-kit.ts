import { http } from 'msw'
import type { PagedList } from '@contract/api/paged-list'
import type { Cell } from '../xlsx/xlsx-writer'
import { LIST_MSG, listQueryOf, queryRows } from './application-common'
import { registerExportSource } from './export-registry'
import type { AuthContext } from './http'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'

/*
 * The handler shapes 产品成立, 产品清算 and 产品分红 share: queryList and detail on the
 * organisation's records, an export source on the same query, a submit that reads a JSON body,
 * and actions (withdraw, confirm) on one record by its id. Each kind declares only what differs.
 */

interface ApplicationRecord {
  id: string
  orgId: string
  fundCode: string
  fundName: string
  status: string
}

export interface ApplicationKind<R extends ApplicationRecord, Row, Detail> {
  /** e.g. '/rest/product/liquidation'. */
  base: string
  /** The query parameter naming one record (applyId, planId). */
  idParam: string
  statuses: readonly string[]
  /** The list's date: its filter and sort. */
  dateField: string
  dateOf: (r: R) => string
  /** The organisation's records (others are filtered out anyway). */
  records: (orgId: string) => readonly R[]
  rowOf: (r: R) => Row
  detailOf: (r: R) => Detail
  exportSource: {
    name: string
    /** The pages whose users may export it. */
    pages: readonly string[]
    label: string
    headers: readonly string[]
    widths: readonly number[]
    cells: (r: R) => Cell[]
  }
}

type Info = Parameters<Parameters<typeof withAuth>[0]>[0]
type Result = Response | Promise<Response>

/** The next number of the organisation's records (ids like LQA001: a serial after 3 chars). */
export const nextSerial = (records: readonly ApplicationRecord[], orgId: string) =>
  Math.max(0, ...records.filter((r) => r.orgId === orgId).map((r) => Number(r.id.slice(3)) || 0)) +
  1

export function applicationKit<R extends ApplicationRecord, Row, Detail>(
  kind: ApplicationKind<R, Row, Detail>,
) {
  const rowsFor = (orgId: string, params: URLSearchParams) => {
    const q = listQueryOf(params, kind.statuses, kind.dateField)
    return typeof q === 'string'
      ? q
      : { q, rows: queryRows(kind.records(orgId), orgId, q, kind.dateOf) }
  }
  const mineById = (orgId: string, id: unknown) =>
    kind.records(orgId).find((r) => r.orgId === orgId && r.id === id)
  const recordOf = (request: Request, orgId: string) =>
    mineById(orgId, new URL(request.url).searchParams.get(kind.idParam))

  const { name, cells, ...source } = kind.exportSource
  registerExportSource(name, {
    ...source,
    rows: (orgId, params) => {
      const found = rowsFor(orgId, new URLSearchParams(params as Record<string, string>))
      return typeof found === 'string' ? undefined : found.rows.map(cells)
    },
  })

  const post = (path: string, resolve: (info: Info, auth: AuthContext) => Result) =>
    http.post(api(`${kind.base}/${path}`), withAuth(resolve))

  return {
    mineById,
    post,
    /** queryList and detail. */
    readHandlers: [
      post('queryList', ({ request }, { org }) => {
        const found = rowsFor(org.orgId, new URL(request.url).searchParams)
        if (typeof found === 'string') return fail(found)
        const page = paginate(found.rows, found.q.page)
        return ok<PagedList<Row>>({ ...page, list: page.list.map(kind.rowOf) })
      }),
      post('detail', ({ request }, { org }) => {
        const record = recordOf(request, org.orgId)
        return record ? ok(kind.detailOf(record)) : fail(LIST_MSG.gone)
      }),
    ],
    /** POST …/submit: the JSON body to a record (or what is wrong), answered with its detail. */
    submit: <S>(make: (body: Partial<S>, auth: AuthContext) => R | string) =>
      post('submit', async ({ request }, auth) => {
        const body = (await request.json().catch(() => undefined)) as Partial<S> | undefined
        if (!body || typeof body !== 'object') return fail(LIST_MSG.badBody)
        const record = make(body, auth)
        return typeof record === 'string' ? fail(record) : ok(kind.detailOf(record))
      }),
    /** POST …/{path}?{idParam}: acts on one record (a string says why not), then its detail. */
    act: (path: string, action: (record: R, auth: AuthContext) => string | void) =>
      post(path, ({ request }, auth) => {
        const record = recordOf(request, auth.org.orgId)
        if (!record) return fail(LIST_MSG.gone)
        const problem = action(record, auth)
        return problem ? fail(problem) : ok(kind.detailOf(record))
      }),
  }
}
