import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AllMenuColumns } from '@/features/layout/components/sidebar/all-menu-columns'
import type { MenuItemContext } from '@/features/layout/components/sidebar/all-menu-group'
import { seedMenus } from '@demo-server/db/seed-menus'
import { buildMenuTree } from '@/lib/menu-tree'

const groups = buildMenuTree(seedMenus)
const ctx: MenuItemContext = {
  highlights: new Map(),
  favoriteIds: new Set(),
  busyId: undefined,
  onOpen: () => undefined,
  onStar: () => undefined,
}

/** jsdom lays nothing out: the panel's width and its resizes are the test's to say. */
function stubWidth(initial: number) {
  let width = initial
  let onResize: ResizeObserverCallback | undefined
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width)
  class Observer {
    constructor(callback: ResizeObserverCallback) {
      onResize = callback
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer)
  return (next: number) =>
    act(() => {
      width = next
      onResize?.([], {} as ResizeObserver)
    })
}

const columns = (container: HTMLElement) => [...container.querySelectorAll('.all-menu__column')]
const groupNames = () =>
  screen.getAllByRole('region').map((card) => card.getAttribute('aria-label'))

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('全景菜单 columns', () => {
  test('as many columns as 220 px cards fit, read down each in the menus’ order', () => {
    stubWidth(1200)
    const { container } = render(<AllMenuColumns groups={groups} ctx={ctx} />)
    expect(columns(container)).toHaveLength(5)
    expect(groupNames()).toEqual(groups.map((group) => group.menuName))
  })

  test('the columns follow the panel’s width', () => {
    const resize = stubWidth(1200)
    const { container } = render(<AllMenuColumns groups={groups} ctx={ctx} />)
    resize(500)
    expect(columns(container)).toHaveLength(2)
    expect(groupNames()).toEqual(groups.map((group) => group.menuName))
  })

  test('one card left by the filter keeps a column’s width, not the panel’s', () => {
    stubWidth(1200)
    const { container } = render(<AllMenuColumns groups={groups.slice(1, 2)} ctx={ctx} />)
    expect(columns(container)).toHaveLength(1)
    const panel = container.firstElementChild as HTMLElement
    expect(panel.style.getPropertyValue('--menu-columns')).toBe('5')
  })
})
