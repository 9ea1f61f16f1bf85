import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { AntdProviders } from '@/components/antd-providers'
import { TipsDialog, type TipsDialogProps } from '@/components/tips-dialog'
import { setupUser } from '../utils/user'

function renderDialog(props: Partial<TipsDialogProps> = {}) {
  const onOk = vi.fn()
  const onCancel = vi.fn()
  const user = setupUser()
  render(
    <AntdProviders>
      <TipsDialog open content="确认提交该申请吗？" onOk={onOk} onCancel={onCancel} {...props} />
    </AntdProviders>,
  )
  return { user, onOk, onCancel, dialog: () => screen.findByRole('dialog') }
}

describe('TipsDialog', () => {
  test('defaults: 提示信息, 取 消, 确 定 and a warning icon', async () => {
    const { user, onOk, onCancel, dialog } = renderDialog()
    const box = await dialog()
    expect(within(box).getByText('提示信息')).toBeInTheDocument()
    expect(within(box).getByText('确认提交该申请吗？')).toBeInTheDocument()
    expect(within(box).getByRole('img', { name: '提示' })).toBeInTheDocument()
    await user.click(within(box).getByRole('button', { name: '确 定' }))
    expect(onOk).toHaveBeenCalledTimes(1)
    await user.click(within(box).getByRole('button', { name: '取 消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  test('is 560 px wide and centred', async () => {
    const { dialog } = renderDialog()
    await dialog()
    expect(document.querySelector('.ant-modal-wrap')).toHaveClass('ant-modal-centered')
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('560px')
  })

  test('own title, button texts and the success icon', async () => {
    const { dialog } = renderDialog({
      title: '提交成功',
      type: 'success',
      okText: '知道了',
      cancelText: '关闭',
    })
    const box = await dialog()
    expect(within(box).getByText('提交成功')).toBeInTheDocument()
    expect(within(box).getByRole('img', { name: '成功' })).toBeInTheDocument()
    expect(within(box).getByRole('button', { name: '知道了' })).toBeInTheDocument()
    expect(within(box).getByRole('button', { name: '关闭' })).toBeInTheDocument()
  })

  test('a promise from onOk shows 处理中 until it settles', async () => {
    let settle: () => void = () => undefined
    const onOk = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
    const { user, dialog } = renderDialog({ onOk })
    const box = await dialog()
    await user.click(within(box).getByRole('button', { name: '确 定' }))
    const busy = await within(box).findByRole('button', { name: /处理中/ })
    expect(busy).toHaveClass('ant-btn-loading')
    await user.click(busy)
    expect(onOk).toHaveBeenCalledTimes(1)
    settle()
    expect(await within(box).findByRole('button', { name: '确 定' })).not.toHaveClass(
      'ant-btn-loading',
    )
  })

  test('a rejected promise also ends the loading', async () => {
    const { user, dialog } = renderDialog({ onOk: () => Promise.reject(new Error('no')) })
    const box = await dialog()
    await user.click(within(box).getByRole('button', { name: '确 定' }))
    expect(await within(box).findByRole('button', { name: '确 定' })).not.toHaveClass(
      'ant-btn-loading',
    )
  })

  test('loading from the caller shows 处理中', async () => {
    const { dialog } = renderDialog({ loading: true })
    expect(within(await dialog()).getByRole('button', { name: /处理中/ })).toBeInTheDocument()
  })

  test('sub-content and a link render', async () => {
    const onClick = vi.fn()
    const { user, dialog } = renderDialog({
      subContent: '提交后不可撤回',
      link: { text: '查看办理须知', onClick },
    })
    const box = await dialog()
    expect(within(box).getByText('提交后不可撤回')).toBeInTheDocument()
    await user.click(within(box).getByText('查看办理须知'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  test('a link with an address opens in a new window', async () => {
    const { dialog } = renderDialog({ link: { text: '下载模板', href: '/docs/template.xlsx' } })
    const link = within(await dialog()).getByRole('link', { name: '下载模板' })
    expect(link).toHaveAttribute('href', '/docs/template.xlsx')
    expect(link).toHaveAttribute('target', '_blank')
  })

  test('a click on the mask does not close it', async () => {
    const { user, onCancel, dialog } = renderDialog()
    await dialog()
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap')!
    await user.click(wrap)
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument())
    expect(onCancel).not.toHaveBeenCalled()
  })
})
