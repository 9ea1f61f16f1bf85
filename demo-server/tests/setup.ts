import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetDb } from '../db/db'
import { server } from '../node'

// The demo backend's own tests run in Node, as a server does: no DOM, no browser storage.
// Beijing time must not depend on the machine's zone (vite.config.ts sets TZ=UTC).
if (new Date(0).getTimezoneOffset() !== 0 || process.env.TZ !== 'UTC') {
  throw new Error(`The tests must run with TZ=UTC, not ${process.env.TZ ?? 'the machine zone'}`)
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  server.resetHandlers()
  resetDb()
})

afterAll(() => server.close())
