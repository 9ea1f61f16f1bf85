import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { AntdProviders } from '@/components/antd-providers'
import { RecordDrawer } from '@/components/detail-drawer/record-drawer'
import type { ReviewSpec } from '@/components/detail-drawer/review-actions'
import { setupUser } from '../utils/user'

/* A record beside its list, loaded by its id, and its 通过 / 退回 review. */

interface Application {
  id: string
  name: string
  status: 'pending' | 'done'
}

type Review = ReviewSpec<Application>

function renderDrawer(record: Application, review?: Partial<Review>) {
  const user = setupUser()
  const send = vi.fn(() => Promise.resolve())
  const spec = review && {
    pending: (r: Application) => r.status === 'pending',
    send,
    busy: false,
    approveText: '审核通过',
    ...(!('popconfirm' in review) && {
      dialog: (r: Application | undefined) => ({
        content: `确认通过 ${r?.name ?? ''} 的申请？`,
        subContent: '通过后不能再退回。',
      }),
    }),
    reason: { title: (r: Application | undefined) => `退回 ${r?.name ?? ''}` },
    ...review,
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdProviders>
        <RecordDrawer
          id={record.id}
          record={(id) => ({ queryKey: ['test-application', id], queryFn: () => record })}
          title={(r) => `申请 ${r?.name ?? ''}`}
          onClose={() => undefined}
          review={spec as Review | undefined}
        >
          {(r) => <p>申请人 {r.name}</p>}
        </RecordDrawer>
      </AntdProviders>
    </QueryClientProvider>,
  )
  return { user, send }
}

describe('RecordDrawer', () => {
  test('loads the record by its id and shows it; without a review there is no footer', async () => {
    renderDrawer({ id: 'A1', name: '张三', status: 'pending' })
    await screen.findByText('申请人 张三')
    expect(screen.getByText('申请 张三')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^退\s*回$/ })).not.toBeInTheDocument()
  })

  test('a record no longer waiting for its review has no footer', async () => {
    renderDrawer({ id: 'A2', name: '李四', status: 'done' }, {})
    await screen.findByText('申请人 李四')
    expect(screen.queryByRole('button', { name: '审核通过' })).not.toBeInTheDocument()
  })

  test('通过 asks in a Tips dialog about the record, then sends approve', async () => {
    const { user, send } = renderDrawer({ id: 'A3', name: '王五', status: 'pending' }, {})
    await user.click(await screen.findByRole('button', { name: '审核通过' }))
    const dialog = await screen.findByRole('dialog', { name: '提示信息' })
    expect(within(dialog).getByText('确认通过 王五 的申请？')).toBeInTheDocument()
    expect(within(dialog).getByText('通过后不能再退回。')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '确 定' }))
    await waitFor(() => expect(send).toHaveBeenCalledWith('approve'))
  })

  test('a popconfirm can ask instead', async () => {
    const { user, send } = renderDrawer(
      { id: 'A4', name: '赵六', status: 'pending' },
      { popconfirm: '确认复核通过？' },
    )
    await user.click(await screen.findByRole('button', { name: '审核通过' }))
    await screen.findByText('确认复核通过？')
    await user.click(screen.getByRole('button', { name: /^确\s*认$/ }))
    await waitFor(() => expect(send).toHaveBeenCalledWith('approve'))
  })

  test('退回 asks for a reason, then sends it', async () => {
    const { user, send } = renderDrawer({ id: 'A5', name: '钱七', status: 'pending' }, {})
    await user.click(await screen.findByRole('button', { name: /^退\s*回$/ }))
    const dialog = await screen.findByRole('dialog', { name: '退回 钱七' })
    await user.type(within(dialog).getByRole('textbox'), '材料不全')
    await user.click(within(dialog).getByRole('button', { name: '确认退回' }))
    await waitFor(() => expect(send).toHaveBeenCalledWith('return', '材料不全'))
  })

  test('approveDisabled keeps 通过 disabled', async () => {
    renderDrawer({ id: 'A6', name: '孙八', status: 'pending' }, { approveDisabled: () => true })
    expect(await screen.findByRole('button', { name: '审核通过' })).toBeDisabled()
  })
})
