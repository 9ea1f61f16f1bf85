import type { HttpHandler } from 'msw'
import { accessAny } from './access'
import { ANY_USER, endpointRule, PUBLIC } from './endpoint-pages'
import { authOf, forbidden } from './http'

/**
 * The one access check every registered handler goes through (index.ts hands it to the
 * dispatcher): 403 unless the endpoint's rule lets this caller in. A request without a live
 * session goes on to its handler, which answers 401 (or serves a public endpoint).
 */
export function refuseUnlessOpen(request: Request, handler: HttpHandler): Response | undefined {
  const rule = endpointRule(String(handler.info.method), String(handler.info.path))
  if (rule === undefined) return forbidden()
  if (rule === PUBLIC || rule === ANY_USER) return undefined
  const auth = authOf(request)
  if (!auth) return undefined
  return accessAny(auth.user, rule) ? undefined : forbidden()
}
