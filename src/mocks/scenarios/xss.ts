import type { Scenario } from './types'

/** `xss`: hostile HTML and script in every piece of server text the portal shows. */
export const xss: Scenario = {
  seed() {},
}
