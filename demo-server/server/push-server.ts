import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { acceptPushClient } from '../ws/push'

const PUSH_PATH = /^\/ceres\/websocket\/([^/]+)\/[^/]+\/([^/?]+)/

/**
 * The push channel as a real WebSocket endpoint, with the browser demo's behaviour (push.ts):
 * the token checked, messages on events. Hand it every HTTP upgrade; it answers whether the
 * upgrade was its own (others, such as Vite's hot reload, go elsewhere).
 */
export function pushUpgrade() {
  const sockets = new WebSocketServer({ noServer: true })
  return (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const match = PUSH_PATH.exec(req.url ?? '')
    if (!match) return false
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const closed = acceptPushClient(
        { userId: decodeURIComponent(match[1] ?? ''), token: decodeURIComponent(match[2] ?? '') },
        { send: (data) => ws.send(data), close: (code, reason) => ws.close(code, reason) },
      )
      if (closed) ws.on('close', closed)
    })
    return true
  }
}
