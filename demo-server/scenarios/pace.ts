import type { Scenario } from './types'

const DEFAULT_PACE = 4
const MAX_PACE = 20

/**
 * `pace[:N]`: the demo's clock-driven work runs N times faster (4 by default, at most 20): an
 * export task is ready after 4 s instead of 16, the custodian seals a report after 2.5 s instead
 * of 10. For journeys that wait on that work and are not about how long it takes.
 */
export const pace: Scenario = {
  seed: (state, arg) => {
    const asked = Number(arg ?? DEFAULT_PACE)
    state.pace = Number.isFinite(asked) ? Math.min(MAX_PACE, Math.max(1, asked)) : DEFAULT_PACE
  },
}
