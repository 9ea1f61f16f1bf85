import { render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { opensAhead, preloadable } from '@/components/preloadable'

const Greeting = ({ name }: { name: string }) => <p>你好，{name}</p>

class Failure extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? <p>加载失败：{this.state.error.message}</p> : this.props.children
  }
}

const inSuspense = (ui: ReactNode) => (
  <Failure>
    <Suspense fallback={<p>加载中</p>}>{ui}</Suspense>
  </Failure>
)

describe('preloadable', () => {
  test('once preloaded it renders at once: no loading fallback, its props passed', async () => {
    const load = vi.fn(async () => ({ default: Greeting }))
    const Page = preloadable(load)
    expect(Page.loaded()).toBe(false)
    await Page.preload()
    expect(Page.loaded()).toBe(true)
    render(inSuspense(<Page name="张三" />))
    expect(screen.getByText('你好，张三')).toBeInTheDocument()
    expect(screen.queryByText('加载中')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('not preloaded: the fallback shows while it loads, like React.lazy; loads once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }))
    const Page = preloadable(load)
    render(inSuspense(<Page name="李四" />))
    expect(screen.getByText('加载中')).toBeInTheDocument()
    await screen.findByText('你好，李四')
    await Page.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a module that fails to load reaches the error boundary, and stays failed', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk gone')))
    const Page = preloadable<{ name: string }>(load)
    await expect(Page.preload()).resolves.toBeUndefined()
    expect(Page.loaded()).toBe(false)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(inSuspense(<Page name="王五" />))
    await screen.findByText('加载失败：chunk gone')
    expect(Page.loaded()).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('opensAhead', () => {
  test('the pointer starts the load; the click opens once it has loaded, a failed one too', async () => {
    let arrive: () => void = () => undefined
    const load = vi.fn(
      () =>
        new Promise<{ default: typeof Greeting }>((resolve) => {
          arrive = () => resolve({ default: Greeting })
        }),
    )
    const Dialog = preloadable(load)
    const open = vi.fn()
    const button = opensAhead(Dialog, open)
    button.onPointerEnter()
    expect(load).toHaveBeenCalledTimes(1)
    button.onClick()
    await Promise.resolve()
    expect(open).not.toHaveBeenCalled()
    arrive()
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(Dialog.loaded()).toBe(true)

    const Broken = preloadable<{ name: string }>(() => Promise.reject(new Error('chunk gone')))
    const openBroken = vi.fn()
    opensAhead(Broken, openBroken).onClick()
    await vi.waitFor(() => expect(openBroken).toHaveBeenCalledTimes(1))
  })
})
