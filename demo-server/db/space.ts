/**
 * A space is one copy of the demo's live state: its data, its session ledger, its open push
 * sockets, its scenarios. The browser demo and the tests have one; the demo server has one for
 * its visitors and one more per `ceres-demo-space` cookie, so automated journeys running side by
 * side each see a demo of their own (demo-server/server/spaces.ts picks it per request).
 */
export type Space = object

const MAIN: Space = {}
let current: () => Space | undefined = () => undefined

/** Where the server says which space the request being answered works in. */
export function findSpaceWith(lookup: () => Space | undefined) {
  current = lookup
}

export const currentSpace = (): Space => current() ?? MAIN

/** The main space: visitors' demo, saved to a file by the server. Others live in memory. */
export const inMainSpace = () => currentSpace() === MAIN

/** A value kept per space, made on first use in each. */
export function perSpace<T>(make: () => T) {
  const values = new WeakMap<Space, T>()
  return {
    get(): T {
      const space = currentSpace()
      if (!values.has(space)) values.set(space, make())
      return values.get(space) as T
    },
    set(value: T) {
      values.set(currentSpace(), value)
    },
  }
}
