import { screen, waitFor, within } from '@testing-library/react'
import { http as msw, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@demo-server/node'
import { fundCodesShown, renderFundList, serveFunds } from '../utils/fund-list-fixture'

/* The query-page kit's form and table, as a user of a list page meets them. */

test('amounts are formatted and the action column is there; no match says 暂无数据', async () => {
  serveFunds()
  const { user } = renderFundList('/funds')
  await screen.findByText('F001')
  expect(screen.getByText('1,000,000.50')).toBeInTheDocument()
  expect(screen.getByText('查看 F001')).toBeInTheDocument()
  await user.type(screen.getByLabelText('产品名称'), '没有这个产品')
  await user.click(screen.getByText(/^查\s*询$/))
  await screen.findByText('暂无数据')
})

test('a failed list says so and 重新加载 recovers it', async () => {
  serveFunds()
  // Added last, so answered first: the first call fails, the rest go to the list above.
  server.use(
    msw.get('*/ceres/api/test/funds', () => HttpResponse.json({ msg: '维护中' }, { status: 503 }), {
      once: true,
    }),
  )
  const { user } = renderFundList('/funds')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('数据加载失败')
  await user.click(within(alert).getByRole('button', { name: '重新加载' }))
  await screen.findByText('F001')
  expect(screen.queryByText('数据加载失败')).not.toBeInTheDocument()
})

test('filters past the first row fold away under 展开 and still apply', async () => {
  serveFunds()
  const { user } = renderFundList('/funds?setupDate=2026-01-01~2026-06-30')
  await screen.findByText('F001')
  const more = screen.getByText('展开').closest('button') as HTMLElement
  expect(more).toHaveAttribute('aria-expanded', 'false')
  expect(screen.getByText('成立日期').closest('[hidden]')).not.toBeNull()
  await user.click(more)
  expect(screen.getByText('收起').closest('button')).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByText('成立日期').closest('[hidden]')).toBeNull()
  expect(screen.getByDisplayValue('2026-01-01')).toBeInTheDocument()
  expect(screen.getByDisplayValue('2026-06-30')).toBeInTheDocument()
})

test('列设置 hides a column and shows it again', async () => {
  serveFunds()
  const { user } = renderFundList('/funds')
  await screen.findByText('F001')
  const header = () => document.querySelector('thead')?.textContent ?? ''
  await user.click(screen.getByLabelText('列设置'))
  await user.click(await screen.findByLabelText('产品规模'))
  await waitFor(() => expect(header()).not.toContain('产品规模'))
  expect(screen.getByLabelText('操作')).toBeDisabled()
  await user.click(screen.getByLabelText('产品规模'))
  await waitFor(() => expect(header()).toContain('产品规模'))
  expect(fundCodesShown()[0]).toBe('F001')
})
