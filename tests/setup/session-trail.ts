import { beforeEach, onTestFailed } from 'vitest'
import { server } from '@demo-server/node'
import { readToken } from '@/lib/token'
import { useSessionStore } from '@/stores/session-store'

/*
 * When a test fails, prints how its session ended, if it did: each time the session store
 * dropped or replaced its token (with where from) and each 401 the demo backend answered. Now
 * and then the first test of a file finds the login page instead of its page, and passes on
 * its second try; this is to name the cause the next time it happens. No token is printed.
 */

const trail: string[] = []
const callers = () =>
  (new Error().stack ?? '')
    .split('\n')
    .filter(
      (line) => line.includes(' at ') && !/node_modules|node:internal|session-trail/.test(line),
    )
    .slice(0, 6)
    .map((line) => `    ${line.trim()}`)
    .join('\n')

useSessionStore.subscribe((now, before) => {
  if (!before.token || now.token === before.token) return
  const what = now.token ? 'replaced' : `dropped (${now.endedBecause ?? 'no reason given'})`
  trail.push(`the session's token was ${what}, from:\n${callers()}`)
})

/**
 * Called by the setup file, which runs again before each test file: a hook registered when this
 * module is first imported would belong to the worker's first file only (the shared project
 * keeps its modules from file to file), and every later file's failures would print nothing.
 */
export function traceSessionsOfEachTest() {
  beforeEach(recordTrail)
}

function recordTrail() {
  trail.length = 0
  const on401 = ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 401) {
      trail.push(`401 for ${request.method} ${new URL(request.url).pathname}`)
    }
  }
  server.events.on('response:mocked', on401)
  onTestFailed(() => {
    const has = (token: string | undefined) => (token ? 'a token' : 'no token')
    const held = `at the failure the store holds ${has(useSessionStore.getState().token)}, the cookie ${has(readToken())}`
    console.warn(`How this test's session ended:\n${[...trail, held].join('\n')}`)
  })
  return () => server.events.removeListener('response:mocked', on401)
}
