import type { IncomingMessage, ServerResponse } from 'node:http'
import { createMiddleware } from '@mswjs/http-middleware'
import { RequestHandler } from 'msw'

type Next = (error?: unknown) => void
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void

/**
 * The msw handlers as a Node (connect) middleware, through the msw team's http-middleware.
 * It reads `req.protocol` and `req.get()` as Express provides them; the dev server, `vite
 * preview` and the standalone server are plain Node, so the two are added here. The push
 * channel's WebSocket handlers are served by push-server.ts, not over HTTP.
 */
export function answerWith(handlers: readonly unknown[]): NodeHandler {
  const http = handlers.filter(
    (handler): handler is RequestHandler => handler instanceof RequestHandler,
  )
  const middleware = createMiddleware(...http)
  return (req, res, next) => {
    const expressLike = req as IncomingMessage & {
      protocol?: string
      get?: (name: string) => string | undefined
    }
    expressLike.protocol ??= 'http'
    expressLike.get ??= (name) => {
      const value = req.headers[name.toLowerCase()]
      return Array.isArray(value) ? value[0] : value
    }
    void middleware(expressLike as never, res as never, next)
  }
}
