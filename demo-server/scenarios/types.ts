import type { HttpHandler, WebSocketHandler } from 'msw'
import type { DbState } from '../db/types'

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
  handlers?: (arg: string | undefined) => Array<HttpHandler | WebSocketHandler>
}
