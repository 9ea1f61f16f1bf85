import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type {
  QuantTable,
  QuantTableCreate,
  QuantTableDetail,
  QuantTableSave,
} from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { dataSubmissionKeys } from './keys'

const BASE = '/rest/data-submission/quant'

/** POST …/list?fundCode&month&status&sort&pageNo&pageSize */
export const queryQuantTables = (query: TableQuery) =>
  postData<PagedList<QuantTable>>(`${BASE}/list`, undefined, { params: listParams(query) })

/** POST …/detail?tableId: the table and its rows. Silent: the page says so. */
export const getQuantTable = (tableId: string) =>
  postData<QuantTableDetail>(`${BASE}/detail`, undefined, { params: { tableId }, silent: true })

export const quantTableQuery = (tableId: string) =>
  queryOptions({
    queryKey: dataSubmissionKeys.quantTable(tableId),
    queryFn: () => getQuantTable(tableId),
  })

/** POST …/create (JSON): a new draft for a fund and month. */
export const createQuantTable = (body: QuantTableCreate) =>
  postData<QuantTableDetail>(`${BASE}/create`, body, { idempotent: true })

/** POST …/save (JSON): 保存草稿, cells as typed. */
export const saveQuantTable = (body: QuantTableSave) =>
  postData<QuantTableDetail>(`${BASE}/save`, body)

/** POST …/submit (JSON): every cell checked; refused with the first bad one named. */
export const submitQuantTable = (body: QuantTableSave) =>
  postData<QuantTableDetail>(`${BASE}/submit`, body)
