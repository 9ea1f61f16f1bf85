import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi, beforeEach } from 'vitest'
import { loginAs } from '../utils/login-as'
import { showHomeCards } from '../utils/home-cards'
import { renderPageAlone } from '../utils/render-app'

// The home page's own tests: every card shows, as for a new user.
beforeEach(showHomeCards)

/** A card that fails to render (a bug, bad data) until the test mends it. */
const crash = vi.hoisted(() => ({ broken: true }))

vi.mock('@/app/home-modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/app/home-modules')>()
  const Crashing = () => {
    if (crash.broken) throw new Error('card bug')
    return <p>已恢复的模块</p>
  }
  return {
    ...original,
    HOME_MODULES: [
      ...original.HOME_MODULES,
      { key: 'crashing', title: '故障模块', Card: Crashing },
    ],
  }
})

describe('a home card that fails to render', { timeout: 90_000 }, () => {
  test('shows its own failure with 重新加载; the other cards carry on; the retry renders it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    loginAs('manager')
    const app = renderPageAlone('/home-page')
    const slot = await waitFor(
      () => {
        const found = document.querySelector('.home-grid section[aria-label="故障模块"]')
        if (!found) throw new Error('no card')
        return found as HTMLElement
      },
      { timeout: 20_000 },
    )
    await within(slot).findByText('故障模块加载失败')
    const overview = document.querySelector('.home-grid section[aria-label="产品概览"]')
    await within(overview as HTMLElement).findByText('产品总数')
    crash.broken = false
    await app.user.click(within(slot).getByRole('button', { name: /重新加载/ }))
    await within(slot).findByText('已恢复的模块')
    expect(screen.queryByText('页面出现错误')).not.toBeInTheDocument()
    error.mockRestore()
  })
})
