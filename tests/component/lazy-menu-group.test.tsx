import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { MenuItemContext } from '@/features/layout/components/sidebar/all-menu-group'
import { LazyMenuGroup } from '@/features/layout/components/sidebar/lazy-menu-group'
import { seedMenus } from '@demo-server/db/seed-menus'
import { buildMenuTree } from '@/lib/menu-tree'

const group = buildMenuTree(seedMenus).find((g) => g.menuName === '产品管理')!
const ctx: MenuItemContext = {
  highlights: new Map(),
  favoriteIds: new Set(),
  busyId: undefined,
  onOpen: () => undefined,
  onStar: () => undefined,
}

/** A stand-in IntersectionObserver: the test says when the card comes near the view. */
function stubObserver() {
  const seen: { callback: IntersectionObserverCallback; element?: Element }[] = []
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      seen.push({ callback })
    }
    observe(element: Element) {
      seen.at(-1)!.element = element
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  return {
    comesIntoView: () =>
      act(() => {
        for (const { callback, element } of seen) {
          const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry
          callback([entry], {} as IntersectionObserver)
        }
      }),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('全景菜单 cards drawn as they near the view', () => {
  test('a card out of view holds its place, named, and is drawn when it comes near', async () => {
    const observer = stubObserver()
    render(<LazyMenuGroup menu={group} ctx={ctx} eager={false} />)
    const card = screen.getByRole('region', { name: '产品管理' })
    expect(card).toHaveAttribute('aria-busy', 'true')
    expect(parseFloat(card.style.height)).toBeGreaterThan(100)
    expect(within(card).queryByLabelText('产品查询')).toBeNull()

    observer.comesIntoView()
    const drawn = screen.getByRole('region', { name: '产品管理' })
    expect(drawn).not.toHaveAttribute('aria-busy')
    expect(within(drawn).getByLabelText('产品查询')).toBeInstanceOf(HTMLButtonElement)
  })

  test('the first cards are drawn at once', () => {
    stubObserver()
    render(<LazyMenuGroup menu={group} ctx={ctx} eager />)
    const card = screen.getByRole('region', { name: '产品管理' })
    expect(within(card).getByLabelText('产品查询')).toBeInstanceOf(HTMLButtonElement)
  })
})
