import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetNotify } from '@/lib/notify'
import { resetAppQueryClient } from '@/lib/query-client'
import { resetDb } from '@demo-server/db/db'
import { server } from '@demo-server/node'
import { resetAppStore } from '@/stores/app-store'
import { resetPushStore } from '@/stores/push-store'
import { resetRecentStore } from '@/stores/recent-store'
import { resetSearchHistoryStore } from '@/stores/search-history-store'
import { resetSessionStore } from '@/stores/session-store'
import { resetTabsStore } from '@/stores/tabs-store'
import { clearCookies } from '../utils/cookies'
import { hideHomeCards } from '../utils/home-cards'
import './browser-stubs'
import { printDomOnlyWhenRead } from './element-errors'
import { skipOwnerStacks } from './owner-stacks'
import { traceSessionsOfEachTest } from './session-trail'

// Every suite runs in UTC (vite.config.ts): a time shown in the process's zone instead of
// Beijing's is then eight hours off and fails. Stop at once if the zone did not take.
if (new Date(0).getTimezoneOffset() !== 0 || process.env.TZ !== 'UTC') {
  throw new Error(`The tests must run with TZ=UTC, not ${process.env.TZ ?? 'the machine zone'}`)
}

// antd's CSS-in-JS makes a first render in jsdom slow on a 2-core machine, and a file's first
// test also pays for importing its pages: under a loaded runner that first render has
// outlasted 5 s (demand-page, quant-operation-page; no logout in their session trail). A wait
// for a condition may take up to 10 s; the test's own timeout (15 s) still bounds it.
configure({ asyncUtilTimeout: 10_000, getElementError: printDomOnlyWhenRead() })

skipOwnerStacks()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

beforeEach(hideHomeCards)
traceSessionsOfEachTest()

afterEach(() => {
  cleanup()
  // antd's CSS-in-JS styles pile up in <head>; jsdom's getComputedStyle (behind every ByRole
  // query and user-event click) walks them all, so later tests would slow to a crawl.
  document.head.querySelectorAll('style').forEach((style) => style.remove())
  server.resetHandlers()
  resetDb()
  localStorage.clear()
  sessionStorage.clear()
  clearCookies()
  resetSessionStore()
  resetAppQueryClient()
  resetPushStore()
  resetAppStore()
  resetRecentStore()
  resetSearchHistoryStore()
  resetTabsStore()
  resetNotify()
})

afterAll(() => server.close())
