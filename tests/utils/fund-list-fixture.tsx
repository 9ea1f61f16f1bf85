import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, within } from '@testing-library/react'
import { Button, DatePicker, Form, Input, InputNumber, Select } from 'antd'
import { http as msw, HttpResponse } from 'msw'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { actionColumn, moneyColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { KeptPage } from '@/features/layout/components/content/kept-page'
import { useTableQuery } from '@/hooks/use-table-query'
import { getData } from '@/lib/http/request'
import type { QueryField, TableQuery } from '@/lib/query-state'
import { server } from '@demo-server/node'
import type { PagedList } from '@contract/api/paged-list'
import { setupUser } from './user'

/* A list page declared with the query-page kit over a test endpoint: the kit's own tests. */

interface Fund {
  fundCode: string
  fundName: string
  status: string
  scale: number
}

const FUNDS: Fund[] = Array.from({ length: 95 }, (_, i) => ({
  fundCode: `F${String(i + 1).padStart(3, '0')}`,
  fundName: `${i % 2 ? '泉城' : '齐鲁'}${i + 1}号`,
  status: i % 3 ? '存续' : '募集',
  scale: (i + 1) * 1_000_000.5,
}))
const FIELDS: QueryField[] = [
  { name: 'fundName', kind: 'text' },
  { name: 'status', kind: 'select' },
  { name: 'minScale', kind: 'number' },
  { name: 'setupDate', kind: 'dateRange' },
]
const SORTABLE = ['fundCode']

/** The server the page talks to: real filters, sort and pagination over FUNDS. */
export function serveFunds(seen: URLSearchParams[] = []) {
  server.use(
    msw.get('*/ceres/api/test/funds', ({ request }) => {
      const params = new URL(request.url).searchParams
      seen.push(params)
      const name = params.get('fundName') ?? ''
      const status = params.get('status') ?? ''
      let rows = FUNDS.filter((f) => f.fundName.includes(name) && (!status || f.status === status))
      if (params.get('sort') === '-fundCode') rows = [...rows].reverse()
      const pageNo = Number(params.get('pageNo'))
      const pageSize = Number(params.get('pageSize'))
      const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize)
      return HttpResponse.json({
        status: 'success',
        data: { list, total: rows.length, pageNo, pageSize },
      })
    }),
  )
  return seen
}

const fetchFunds = ({ filters, pageNo, pageSize, sort }: TableQuery) =>
  getData<PagedList<Fund>>('/test/funds', {
    params: {
      ...filters,
      pageNo,
      pageSize,
      sort: sort && `${sort.order === 'descend' ? '-' : ''}${sort.field}`,
    },
    silent: true,
  })

function FundList() {
  const table = useTableQuery<Fund>({
    name: 'test-funds',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: fetchFunds,
    rowKey: 'fundCode',
  })
  const columns = [
    {
      title: '产品代码',
      dataIndex: 'fundCode',
      key: 'fundCode',
      sorter: true,
      sortOrder: table.sortOrder('fundCode'),
    },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    moneyColumn<Fund>({ title: '产品规模', field: 'scale' }),
    actionColumn<Fund>((row) => <Button type="link">查看 {row.fundCode}</Button>),
  ]
  return (
    <>
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundName" label="产品名称">
          <Input />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select aria-label="状态" options={[{ value: '募集' }, { value: '存续' }]} allowClear />
        </Form.Item>
        <Form.Item name="minScale" label="最低规模">
          <InputNumber />
        </Form.Item>
        <Form.Item name="setupDate" label="成立日期">
          <DatePicker.RangePicker />
        </Form.Item>
      </QueryForm>
      <QueryTable<Fund>
        title="产品列表"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
    </>
  )
}

/** The list in a kept-alive tab: 切换标签 hides it as the shell does and shows it again. */
function KeptFundList() {
  const [shown, setShown] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        切换标签
      </button>
      <KeptPage viewKey="/funds" active={shown}>
        <FundList />
      </KeptPage>
    </>
  )
}

export function renderFundList(path: string, { kept = false } = {}) {
  const element = kept ? <KeptFundList /> : <FundList />
  const router = createMemoryRouter([{ path: '/funds', element }], { initialEntries: [path] })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, client, user: setupUser(), search: () => router.state.location.search }
}

/**
 * The fund codes of the rows shown, in order (the rows' keys). Role queries over a whole
 * table take seconds in jsdom, so the kit's tests read the DOM where a table is concerned.
 */
export const fundCodesShown = () =>
  [...document.querySelectorAll('tbody tr[data-row-key]')].map((row) =>
    row.getAttribute('data-row-key'),
  )

/** A column's header, to click for sorting. */
export const columnHeader = (title: string) =>
  within(document.querySelector('thead') as HTMLElement).getByText(title)
