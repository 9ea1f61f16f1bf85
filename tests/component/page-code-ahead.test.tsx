import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { preloadable } from '@/components/preloadable'
import { loginAs } from '../utils/login-as'
import NotePage from '../utils/note-page'
import { renderApp } from '../utils/render-app'

/** 银行流水's code: it arrives when the test says so. */
const code = vi.hoisted(() => {
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { arrived, arrive: () => arrive() }
})

vi.mock('@/app/page-registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/app/page-registry')>()
  const later = preloadable(async () => {
    await code.arrived
    return { default: NotePage }
  })
  const pages: Record<string, typeof later> = {
    ...actual.pageRegistry,
    'custodian/bank-statement': later,
  }
  return {
    ...actual,
    pageRegistry: pages,
    pageCodeLoaded: (path: string) => pages[path]?.loaded() ?? true,
    preloadPage: (path: string) => pages[path]?.preload(),
  }
})

describe('a page opened in the shell', () => {
  test('shows once its code is there: the page before it stays, no loading panel between', async () => {
    loginAs('admin')
    const app = renderApp('/home-page')
    await screen.findByRole('button', { name: /模块设置/ }, { timeout: 20_000 })
    const panels: Element[] = []
    const watch = new MutationObserver(() =>
      panels.push(...document.querySelectorAll('.kept-page .page-loading')),
    )
    watch.observe(document.body, { childList: true, subtree: true })

    const going = act(() => app.router.navigate('/custodian/bank-statement'))
    await waitFor(() => expect(app.router.state.navigation.state).toBe('loading'))
    expect(app.location()).toBe('/home-page')
    expect(screen.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true')

    code.arrive()
    await going
    await screen.findByLabelText('备注')
    expect(app.location()).toBe('/custodian/bank-statement')
    expect(screen.getByRole('tab', { name: /银行流水/ })).toHaveAttribute('aria-selected', 'true')
    watch.disconnect()
    expect(panels).toEqual([])
  })
})
