import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Form, type FormProps, type TableProps } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useOnChange } from '@/hooks/use-on-change'
import { useOnPageShown } from '@/lib/page-visibility'
import { formToFilters, filtersToForm } from '@/lib/query-form'
import {
  DEFAULT_PAGE_SIZE,
  readQuery,
  writeQuery,
  type QueryField,
  type SortState,
  type TableQuery,
} from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import { serverPagination } from '@/lib/server-pagination'

export interface TableQueryOptions<Row> {
  /** Names the list in the cache (one per page). */
  name: string
  fields: readonly QueryField[]
  sortable?: readonly string[]
  defaultPageSize?: number
  fetchPage: (query: TableQuery) => Promise<PagedList<Row>>
  rowKey: Extract<keyof Row, string>
  /** How often to look again given the rows shown (false: not), rows updated in place. */
  refetchInterval?: (page: PagedList<Row> | undefined) => number | false
}

const sortOf = (sorter: unknown): SortState | undefined => {
  const one = (Array.isArray(sorter) ? sorter[0] : sorter) as
    { field?: unknown; order?: SortState['order'] | null } | undefined
  return one?.order && typeof one.field === 'string'
    ? { field: one.field, order: one.order }
    : undefined
}

/** Every list page's query lives under ALL_LISTS; one list, all its pages and filters, under listKey(name). */
export const ALL_LISTS = ['table'] as const
export const listKey = (name: string) => [...ALL_LISTS, name] as const

/**
 * A query form bound to a server-paginated table, the query mirrored in the address (the
 * refine `useTable` idea): spread `formProps` on antd's Form and `tableProps` on its Table.
 * 查询 starts again at page 1; 重置 clears the filters; a page-size change goes to page 1.
 */
export function useTableQuery<Row extends object>(options: TableQueryOptions<Row>) {
  const { name, fields, sortable = [], defaultPageSize = DEFAULT_PAGE_SIZE } = options
  const location = useLocation()
  const navigate = useNavigate()
  const [form] = Form.useForm()
  const query = useMemo(
    () => readQuery(location.search, fields, sortable, defaultPageSize),
    [location.search, fields, sortable, defaultPageSize],
  )
  const client = useQueryClient()
  const queryKey = [...listKey(name), query]
  const result = useQuery<PagedList<Row>>({
    queryKey,
    queryFn: () => options.fetchPage(query),
    refetchInterval: (q) => options.refetchInterval?.(q.state.data) ?? false,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

  // A kept tab shown again: its list is asked for again if a change elsewhere marked it stale
  // or its answer is over a minute old; the rows stay on screen meanwhile.
  useOnPageShown(() => void client.refetchQueries({ queryKey, exact: true, stale: true }))

  // The address changed the filters (a tab restored, a link followed): the form follows. A
  // page or sort change leaves them, and so anything typed but not yet queried.
  const filtersKey = JSON.stringify(query.filters)
  useOnChange(filtersKey, () => form.setFieldsValue(filtersToForm(query.filters, fields)))

  // The spinner shows while the table waits for rows it has not got: a new query, or a refresh
  // the user asked for. A kept tab shown again keeps its rows on screen (lists are not asked
  // for again within a minute, unless a change marked them stale).
  const [refreshing, setRefreshing] = useState(false)
  const refresh = () => {
    setRefreshing(true)
    void result.refetch().finally(() => setRefreshing(false))
  }
  const waiting = result.isPending || result.isPlaceholderData || refreshing

  /** Goes to `next`; the same query as now is asked for again (查询 always asks the server). */
  const go = (next: TableQuery) => {
    const search = writeQuery(location.search, next, fields, defaultPageSize)
    const same =
      new URLSearchParams(search).toString() === new URLSearchParams(location.search).toString()
    if (same) refresh()
    else navigate({ search }, { replace: true })
  }

  const formProps: FormProps = {
    form,
    initialValues: filtersToForm(query.filters, fields),
    onFinish: (values: Record<string, unknown>) =>
      go({ ...query, filters: formToFilters(values, fields), pageNo: 1 }),
    onReset: () => go({ ...query, filters: {}, pageNo: 1 }),
  }

  const tableProps: TableProps<Row> = {
    rowKey: options.rowKey,
    dataSource: result.isError ? [] : (result.data?.list ?? []),
    loading: result.isFetching && waiting,
    // The table's onChange below also carries the sort, so the pager has no onChange of its own.
    pagination: serverPagination(query, result.data?.total ?? 0),
    onChange: (pagination, _filters, sorter) => {
      const pageSize = pagination.pageSize ?? query.pageSize
      const pageNo = pageSize === query.pageSize ? (pagination.current ?? 1) : 1
      go({ ...query, pageNo, pageSize, sort: sortOf(sorter) })
    },
  }

  /** A sortable column's `sortOrder`, from the address. */
  const sortOrder = (field: string) => (query.sort?.field === field ? query.sort.order : null)

  /** A column the server sorts by (its key names the field), showing the address's order. */
  const sortableColumn = (column: ColumnType<Row>): ColumnType<Row> => ({
    ...column,
    sorter: column.sorter ?? true,
    sortOrder: sortOrder(String(column.key)),
  })

  return {
    formProps,
    tableProps,
    query,
    result,
    sortOrder,
    sortableColumn,
    refresh,
  }
}
