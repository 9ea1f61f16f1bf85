import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http as msw } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@demo-server/node'
import {
  columnHeader,
  fundCodesShown,
  renderFundList,
  serveFunds,
} from '../utils/fund-list-fixture'

/* useTableQuery: the query form, the table and the address agree. */

test('a shared address restores the filters, page and size', async () => {
  const seen = serveFunds()
  renderFundList('/funds?fundName=泉城&page=2&size=10')
  await screen.findByText('F022')
  expect(fundCodesShown()).toEqual([
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
  const seen = serveFunds()
  const { user, search } = renderFundList('/funds?page=3')
  await screen.findByText('F041')
  await user.type(screen.getByLabelText('产品名称'), '齐鲁')
  await user.click(screen.getByText(/^查\s*询$/))
  await waitFor(() => expect(search()).toBe('?fundName=%E9%BD%90%E9%B2%81'))
  await screen.findByText('F001')
  expect(seen.at(-1)?.get('fundName')).toBe('齐鲁')

  await user.click(screen.getByText(/^重\s*置$/))
  await waitFor(() => expect(search()).toBe(''))
  expect(screen.getByLabelText('产品名称')).toHaveValue('')
})

test('paging keeps what was typed but not queried; sorting is written and kept', async () => {
  serveFunds()
  const { user, search } = renderFundList('/funds')
  await screen.findByText('F001')
  await user.type(screen.getByLabelText('产品名称'), '泉')
  await user.click(screen.getByTitle('2'))
  await waitFor(() => expect(search()).toBe('?page=2'))
  expect(screen.getByLabelText('产品名称')).toHaveValue('泉')

  await user.click(columnHeader('产品代码'))
  await waitFor(() => expect(search()).toBe('?page=2&sort=fundCode'))
  await user.click(columnHeader('产品代码'))
  await waitFor(() => expect(search()).toBe('?page=2&sort=-fundCode'))
  await waitFor(() => expect(fundCodesShown()[0]).toBe('F075'))
})

/** What the 状态 select shows as chosen. */
const chosenStatus = () =>
  screen
    .getByLabelText('状态')
    .closest('.ant-select')
    ?.querySelector('[title]')
    ?.getAttribute('title') ?? ''

test('a kept tab shown again keeps what was typed and chosen but not queried', async () => {
  serveFunds()
  const { user, search, router } = renderFundList('/funds', { kept: true })
  await screen.findByText('F001')
  await user.click(screen.getByLabelText('产品名称'))
  await user.paste('泉城')
  await user.click(screen.getByLabelText('状态'))
  await user.click(await screen.findByText('存续', { selector: '.ant-select-item-option-content' }))
  const tab = screen.getByText('切换标签')
  fireEvent.click(tab)
  await waitFor(() => expect(screen.getByLabelText('产品名称')).not.toBeVisible())
  fireEvent.click(tab)
  await waitFor(() => expect(screen.getByLabelText('产品名称')).toBeVisible())
  expect(screen.getByLabelText('产品名称')).toHaveValue('泉城')
  expect(chosenStatus()).toBe('存续')
  expect(search()).toBe('')

  // The address still leads: a link with other filters fills the form.
  await router.navigate('/funds?fundName=齐鲁')
  await waitFor(() => expect(screen.getByLabelText('产品名称')).toHaveValue('齐鲁'))
  expect(chosenStatus()).toBe('')
}, 40_000)

const spinning = () => document.querySelector('.ant-spin-spinning')

test('a kept tab shown again shows its rows at once without asking again; 刷新 asks, with the spinner', async () => {
  const seen = serveFunds()
  renderFundList('/funds', { kept: true })
  await screen.findByText('F001')
  await waitFor(() => expect(spinning()).toBeNull())
  const asked = seen.length
  const tab = screen.getByText('切换标签')
  fireEvent.click(tab)
  await waitFor(() => expect(screen.getByLabelText('产品名称')).not.toBeVisible())
  fireEvent.click(tab)
  await waitFor(() => expect(screen.getByLabelText('产品名称')).toBeVisible())
  expect(screen.getByText('F001')).toBeVisible()
  expect(spinning()).toBeNull()
  expect(seen).toHaveLength(asked)

  // The next answer waits until the spinner has been seen (then the usual handler answers).
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  server.use(msw.get('*/ceres/api/test/funds', () => held))
  fireEvent.click(screen.getByRole('button', { name: '刷新' }))
  await waitFor(() => expect(spinning()).not.toBeNull())
  answer()
  await waitFor(() => expect(spinning()).toBeNull())
  expect(seen).toHaveLength(asked + 1)
}, 40_000)

test('a kept tab whose list a change elsewhere marked stale asks again when shown, rows on screen', async () => {
  const seen = serveFunds()
  const { client } = renderFundList('/funds', { kept: true })
  await screen.findByText('F001')
  await waitFor(() => expect(spinning()).toBeNull())
  const tab = screen.getByText('切换标签')
  fireEvent.click(tab)
  await waitFor(() => expect(screen.getByLabelText('产品名称')).not.toBeVisible())
  const asked = seen.length
  // What useAfterChange does after an action on another page: every list is marked stale.
  await client.invalidateQueries({ queryKey: ['table'], refetchType: 'none' })
  expect(seen).toHaveLength(asked) // not asked while hidden
  fireEvent.click(tab)
  await waitFor(() => expect(seen).toHaveLength(asked + 1))
  expect(screen.getByText('F001')).toBeVisible()
  expect(spinning()).toBeNull()
})

test('查询 with the filters unchanged asks the server again', async () => {
  const seen = serveFunds()
  const { user } = renderFundList('/funds?fundName=泉城')
  await screen.findByText('F002')
  await waitFor(() => expect(spinning()).toBeNull())
  const asked = seen.length
  await user.click(screen.getByText(/^查\s*询$/))
  await waitFor(() => expect(seen).toHaveLength(asked + 1))
  expect(seen.at(-1)?.get('fundName')).toBe('泉城')
})
