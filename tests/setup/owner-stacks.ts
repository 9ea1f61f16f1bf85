import * as React from 'react'

const FIELD = 'recentlyCreatedOwnerStacks'

/**
 * React's development build records an "owner stack" for every element it creates (an Error
 * with ten frames, and a console task), so that a warning can show the lines that created the
 * element: up to 10,000 a second. Nothing asserts on those stacks, and in a CPU profile of
 * component tests they were the largest single cost outside rendering (createElement's own
 * time 7%); left off, a 14-file sample used 115 s of CPU instead of 127. React's warnings still
 * name the component (the owner is kept), only the creation lines go. `REACT_OWNER_STACKS=1`
 * keeps them, to trace a warning to its line.
 *
 * React counts the stacks in a private field and stops making them past 10,000; the count is
 * held past that here. If a React version drops the field, stop here rather than quietly pay.
 */
export function skipOwnerStacks() {
  if (process.env.REACT_OWNER_STACKS === '1') return
  const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE
  if (!internals || !(FIELD in internals))
    throw new Error(`React no longer counts owner stacks in ${FIELD}: see ${import.meta.url}`)
  Object.defineProperty(internals, FIELD, { get: () => 1e9, set: () => {}, configurable: true })
}
