import { ws } from 'msw'
import { db } from '../db/db'
import { perSpace } from '../db/space'

/** The push channel: VITE_PUSH_URL + {userId}/{timestamp}/{token}, on any host. */
export const pushLink = ws.link('*/ceres/websocket/:userId/:timestamp/:token')

/** An open socket of the push channel: msw's in the browser demo, ws's on the demo server. */
export interface PushClient {
  send(data: string): void
  close(code?: number, reason?: string): void
}

const clients = perSpace(() => new Map<string, Set<PushClient>>())

type Greeting = (session: { token: string; userId: string; orgId: string }) => void
/** What a scenario does when a push client connects (xss: pushes hostile notices). */
export type PushHook = (client: PushClient) => void
const scenarioHooks = perSpace<PushHook[]>(() => [])

/** The scenarios switched on in this space (none: the demo's own behaviour alone). */
export function setPushHooks(hooks: PushHook[]) {
  scenarioHooks.set(hooks)
}
let greet: Greeting | undefined
/** The demo greets each new session with a pushed notice (tests do not). */
export function onNewSession(greeting: Greeting) {
  greet = greeting
}

/**
 * A socket opened on /ceres/websocket/{userId}/{timestamp}/{token}: refused (1008) unless the
 * token is a live session of that user, else kept for pushTo. Answers what to call when it
 * closes, or undefined when refused.
 */
export function acceptPushClient(
  params: { userId: string; token: string },
  client: PushClient,
): (() => void) | undefined {
  const session = db.state.sessions.find((s) => s.token === params.token)
  if (!session || session.expiresAt <= Date.now() || session.userId !== params.userId) {
    client.close(1008, 'unauthorized')
    return undefined
  }
  const byUser = clients.get()
  const own = byUser.get(session.userId) ?? new Set<PushClient>()
  own.add(client)
  byUser.set(session.userId, own)
  // What the real server says on connect; the client ignores it.
  client.send('ok')
  greet?.(session)
  for (const hook of scenarioHooks.get()) hook(client)
  return () => own.delete(client)
}

export const pushHandlers = [
  pushLink.addEventListener('connection', ({ client, params }) => {
    const closed = acceptPushClient(
      { userId: String(params.userId), token: String(params.token) },
      client,
    )
    if (closed) client.addEventListener('close', closed)
  }),
]

/** Sends a message to every open socket of the user. */
export function pushTo(userId: string, message: object) {
  clients
    .get()
    .get(userId)
    ?.forEach((client) => client.send(JSON.stringify(message)))
}

export function resetPushClients() {
  clients.get().clear()
}
