import { ws } from 'msw'
import { db } from '../db/db'

/** The push channel: VITE_PUSH_URL + {userId}/{timestamp}/{token}, on any host. */
export const pushLink = ws.link('*/ceres/websocket/:userId/:timestamp/:token')

type Client = Parameters<Parameters<typeof pushLink.addEventListener<'connection'>>[1]>[0]['client']

const clientsByUser = new Map<string, Set<Client>>()

type Greeting = (session: { token: string; userId: string; orgId: string }) => void
let greet: Greeting | undefined
/** The browser demo greets each new session with a pushed notice (tests do not). */
export function onNewSession(greeting: Greeting) {
  greet = greeting
}

export const pushHandlers = [
  pushLink.addEventListener('connection', ({ client, params }) => {
    const session = db.state.sessions.find((s) => s.token === params.token)
    if (!session || session.expiresAt <= Date.now() || session.userId !== params.userId) {
      client.close(1008, 'unauthorized')
      return
    }
    const userId = session.userId
    const clients = clientsByUser.get(userId) ?? new Set<Client>()
    clients.add(client)
    clientsByUser.set(userId, clients)
    client.addEventListener('close', () => clients.delete(client))
    // What the real server says on connect; the client ignores it.
    client.send('ok')
    greet?.(session)
  }),
]

/** Sends a message to every open socket of the user. */
export function pushTo(userId: string, message: object) {
  clientsByUser.get(userId)?.forEach((client) => client.send(JSON.stringify(message)))
}

export function resetPushClients() {
  clientsByUser.clear()
}
