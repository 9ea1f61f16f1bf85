import { Drawer } from 'antd'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { PageLoading } from '@/components/page-loading'
import './sidebar-panels.css'

const loadContent = () => import('./all-menu-content')
const AllMenuContent = lazy(loadContent)

/** Long enough for the home page to have loaded what it shows first. */
const PRELOAD_AFTER_MS = 3000

/**
 * The panel's code (with pinyin-pro's dictionary) is fetched and run once the shell is idle,
 * so the first opening waits for neither (it took the first of three openings 30-60 ms more).
 */
function usePreloadWhenIdle() {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined
    let idle = 0
    const timer = setTimeout(() => {
      idle = requestIdleCallback(() => void loadContent().catch(() => undefined))
    }, PRELOAD_AFTER_MS)
    return () => {
      clearTimeout(timer)
      cancelIdleCallback(idle)
    }
  }, [])
}

interface Props {
  open: boolean
  onClose: () => void
}

/*
 * Where the panel goes: right of the sidebar, below the header. Both are measured, since the
 * environment banner moves the header and the sidebar collapses (with a width transition).
 */
const LAYOUT_EVENTS = ['resize', 'scroll', 'transitionend'] as const
function subscribeLayout(onChange: () => void) {
  LAYOUT_EVENTS.forEach((type) => window.addEventListener(type, onChange, { passive: true }))
  return () => LAYOUT_EVENTS.forEach((type) => window.removeEventListener(type, onChange))
}
const edge = (selector: string, side: 'bottom' | 'right') =>
  Math.max(0, Math.round(document.querySelector(selector)?.getBoundingClientRect()[side] ?? 0))
let lastLayout = '0,0'
const measureLayout = () =>
  (lastLayout = document.querySelector('.sidebar')
    ? `${edge('.main-header', 'bottom')},${edge('.sidebar', 'right')}`
    : '0,0') // mobile: the sidebar is a drawer, so the panel takes the whole screen
const lastMeasured = () => lastLayout
const noSubscription = () => () => undefined

/** Measured while open; closed, the last place stays (so the closing panel does not jump). */
function usePanelOffset(open: boolean) {
  const snapshot = useSyncExternalStore(
    open ? subscribeLayout : noSubscription,
    open ? measureLayout : lastMeasured,
    () => '0,0',
  )
  const [top = 0, left = 0] = snapshot.split(',').map(Number)
  return { top, left }
}

/**
 * 全景菜单: the whole menu tree over the content area, beside the sidebar; Esc or the close
 * button closes it.
 */
export function AllMenuPanel({ open, onClose }: Props) {
  const { top, left } = usePanelOffset(open)
  usePreloadWhenIdle()
  return (
    <Drawer
      title="全景菜单"
      placement="left"
      open={open}
      onClose={onClose}
      destroyOnHidden
      push={false}
      size="100%"
      rootClassName="all-menu-drawer"
      rootStyle={{ top, left }}
    >
      <Suspense fallback={<PageLoading />}>
        <AllMenuContent />
      </Suspense>
    </Drawer>
  )
}
