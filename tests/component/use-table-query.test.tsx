import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button, Form, Input, Select, Table } from 'antd'
import { http as msw, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, test } from 'vitest'
import { useTableQuery } from '@/hooks/use-table-query'
import { getData } from '@/lib/http/request'
import type { QueryField, TableQuery } from '@/lib/query-state'
import type { PagedList } from '@/types/api/paged-list'
import { server } from '@/mocks/node'

interface Fund {
  fundCode: string
  fundName: string
  status: string
}

const FUNDS: Fund[] = Array.from({ length: 95 }, (_, i) => ({
  fundCode: `F${String(i + 1).padStart(3, '0')}`,
  fundName: `${i % 2 ? '泉城' : '齐鲁'}${i + 1}号`,
  status: i % 3 ? '存续' : '募集',
}))
const FIELDS: QueryField[] = [
  { name: 'fundName', kind: 'text' },
  { name: 'status', kind: 'select' },
]
const SORTABLE = ['fundCode']

/** The server a list page talks to: real filters, sort and pagination over FUNDS. */
function serveFunds(seen: URLSearchParams[]) {
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
}

const fetchFunds = ({ filters, pageNo, pageSize, sort }: TableQuery) =>
  getData<PagedList<Fund>>('/test/funds', {
    params: {
      ...filters,
      pageNo,
      pageSize,
      sort: sort && `${sort.order === 'descend' ? '-' : ''}${sort.field}`,
    },
  })

function FundList() {
  const { formProps, tableProps, sortOrder } = useTableQuery<Fund>({
    name: 'test-funds',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: fetchFunds,
    rowKey: 'fundCode',
  })
  return (
    <>
      <Form {...formProps} layout="inline">
        <Form.Item name="fundName" label="产品名称">
          <Input />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select aria-label="状态" options={[{ value: '募集' }, { value: '存续' }]} allowClear />
        </Form.Item>
        <Button htmlType="submit">查询</Button>
        <Button htmlType="reset">重置</Button>
      </Form>
      <Table
        {...tableProps}
        columns={[
          {
            title: '产品代码',
            dataIndex: 'fundCode',
            sorter: true,
            sortOrder: sortOrder('fundCode'),
          },
          { title: '产品名称', dataIndex: 'fundName' },
        ]}
      />
    </>
  )
}

function renderList(path: string) {
  const router = createMemoryRouter([{ path: '/funds', element: <FundList /> }], {
    initialEntries: [path],
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, user: userEvent.setup(), search: () => router.state.location.search }
}

const rowsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

test('a shared address restores the filters, page and size', async () => {
  const seen: URLSearchParams[] = []
  serveFunds(seen)
  renderList('/funds?fundName=泉城&page=2&size=10')
  await screen.findByText('F022')
  expect(rowsShown()).toEqual([
    'F022',
    'F024',
    'F026',
    'F028',
    'F030',
    'F032',
    'F034',
    'F036',
    'F038',
    'F040',
  ])
  expect(screen.getByLabelText('产品名称')).toHaveValue('泉城')
  expect(screen.getByText('共 47 条')).toBeInTheDocument()
  expect(seen.at(-1)?.get('pageNo')).toBe('2')
})

test('查询 starts again at page 1 and writes the address; 重置 clears it', async () => {
  const seen: URLSearchParams[] = []
  serveFunds(seen)
  const { user, search } = renderList('/funds?page=3')
  await screen.findByText('F041')
  await user.type(screen.getByLabelText('产品名称'), '齐鲁')
  await user.click(screen.getByRole('button', { name: /查\s*询/ }))
  await waitFor(() => expect(search()).toBe('?fundName=%E9%BD%90%E9%B2%81'))
  await screen.findByText('F001')
  expect(seen.at(-1)?.get('fundName')).toBe('齐鲁')

  await user.click(screen.getByRole('button', { name: /重\s*置/ }))
  await waitFor(() => expect(search()).toBe(''))
  expect(screen.getByLabelText('产品名称')).toHaveValue('')
})

test('paging keeps what was typed but not queried; sorting is written and kept', async () => {
  const seen: URLSearchParams[] = []
  serveFunds(seen)
  const { user, search } = renderList('/funds')
  await screen.findByText('F001')
  await user.type(screen.getByLabelText('产品名称'), '泉')
  await user.click(screen.getByTitle('2'))
  await waitFor(() => expect(search()).toBe('?page=2'))
  expect(screen.getByLabelText('产品名称')).toHaveValue('泉')

  await user.click(screen.getByText('产品代码'))
  await waitFor(() => expect(search()).toBe('?page=2&sort=fundCode'))
  await user.click(screen.getByText('产品代码'))
  await waitFor(() => expect(search()).toBe('?page=2&sort=-fundCode'))
  await waitFor(() => expect(rowsShown()[0]).toBe('F075'))
})
