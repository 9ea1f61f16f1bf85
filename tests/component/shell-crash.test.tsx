import { screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

/*
 * Only pages had an error boundary: a header service that threw on bad data took the whole
 * shell down to an empty root (a white screen). The logged-in area has one of its own now.
 */
let crash = true
vi.mock('@/features/notices/components/message-bell', () => ({
  MessageBell: () => {
    if (crash) throw new Error('a header service crashed')
    return <button type="button">消息中心</button>
  },
}))

describe('a crash outside the pages', () => {
  test('shows 页面出现错误 with 重试 instead of a white screen, and 重试 recovers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    loginAs('admin')
    const app = renderApp('/home-page')
    await screen.findByText('页面出现错误', {}, { timeout: 20_000 })
    expect(document.body.textContent?.trim()).not.toBe('')
    crash = false
    await app.user.click(screen.getByRole('button', { name: /重\s*试/ }))
    await screen.findByRole('tablist', {}, { timeout: 20_000 })
    expect(screen.getByRole('button', { name: '消息中心' })).toBeInTheDocument()
    error.mockRestore()
  }, 45_000)
})
