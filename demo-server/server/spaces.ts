import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage } from 'node:http'
import { findSpaceWith, type Space } from '../db/space'

/** A browser carrying this cookie gets a demo of its own (automated journeys set it). */
export const SPACE_COOKIE = 'ceres-demo-space'
/** Journeys of a long run leave theirs behind: the oldest go first. */
const MAX_SPACES = 200
const SPACE_NAME = /^[\w-]{1,64}$/

/**
 * Which space each request works in, through the request's async context: every handler,
 * timer and push that follows the request sees the same one.
 */
export function requestSpaces() {
  const running = new AsyncLocalStorage<Space>()
  const byName = new Map<string, Space>()
  findSpaceWith(() => running.getStore())

  function spaceOf(req: IncomingMessage): Space | undefined {
    const name = cookie(req, SPACE_COOKIE)
    if (!name || !SPACE_NAME.test(name)) return undefined
    let space = byName.get(name)
    if (!space) {
      space = {}
      byName.set(name, space)
      if (byName.size > MAX_SPACES) byName.delete(byName.keys().next().value as string)
    }
    return space
  }

  /** Runs `work` in the request's space (the main one without the cookie). */
  return <T>(req: IncomingMessage, work: () => T): T => {
    const space = spaceOf(req)
    return space ? running.run(space, work) : work()
  }
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}
