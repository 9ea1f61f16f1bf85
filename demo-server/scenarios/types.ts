import type { HttpHandler } from 'msw'
import type { DbState } from '../db/types'
import type { PushHook } from '../ws/push'

/**
 * A demo scenario: extra seed data and/or handlers that run before the normal ones, for
 * benchmarks and the quality suites (many menus, hostile server text, failing requests).
 * Switched on in the browser demo with `?demo-scenario=name[:arg],…`; in node tests call
 * `seed` on the db and `server.use(...handlers(arg))` directly.
 */
export interface Scenario {
  /** Changes the freshly seeded demo data (runs once, when the scenario is switched on). */
  seed?: (state: DbState, arg: string | undefined) => void
  /** Handlers tried before the demo backend's own; answering nothing falls through to them. */
  handlers?: (arg: string | undefined) => HttpHandler[]
  /**
   * Runs for each push client the demo accepts while the scenario is on: the same in the
   * browser's worker and on the demo server's WebSocket endpoint.
   */
  onPushClient?: (arg: string | undefined) => PushHook
}
