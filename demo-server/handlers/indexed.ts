import { getResponse, http, HttpHandler, matchRequestUrl, type AnyHandler } from 'msw'

const API_MARK = '/ceres/api/'
/** Path segments after /ceres/api that name a bucket: `rest/custodian`, `user/getUserInfo`. */
const KEY_DEPTH = 2

const segmentsAfterApi = (path: string) => {
  const at = path.indexOf(API_MARK)
  return at < 0 ? [] : path.slice(at + API_MARK.length).split('/', KEY_DEPTH)
}

/** A handler's bucket, or undefined when its path's first segments are not fixed text. */
function bucketOf(path: string | RegExp): string | undefined {
  if (typeof path !== 'string') return undefined
  const segments = segmentsAfterApi(path)
  const fixed = segments.length === KEY_DEPTH && segments.every((s) => s && !/[:*?]/.test(s))
  return fixed ? segments.join('/') : undefined
}

type Path = string | RegExp
type Answer = () => Promise<Response | undefined>
const pathOf = (handler: HttpHandler) => handler.info.path as Path
const isIndexable = (handler: AnyHandler): handler is HttpHandler =>
  handler instanceof HttpHandler &&
  (typeof handler.info.path === 'string' || handler.info.path instanceof RegExp)

const methodMatches = (handler: HttpHandler, method: string) => {
  const wanted = handler.info.method
  return wanted instanceof RegExp ? wanted.test(method) : wanted.toUpperCase() === method
}

/**
 * msw tries every handler in turn, and each try parses the URL and every cookie: with some 250
 * handlers that was most of the CPU a page load cost the demo (and the tests). Here they sit in
 * buckets by their path's first fixed segments behind one handler, which tries only the
 * request's bucket (plus the few handlers that fit no bucket), in their original order, with
 * msw's own matching. A request that no handler's method and path match stays unhandled, as
 * before. Handlers of another kind (WebSocket links, predicate paths) keep their place after it.
 * A guard, when given, may answer instead of the first matching handler (the access check);
 * `around`, when given, wraps the handlers' answer (the idempotency keys).
 */
export function indexHandlers(
  list: readonly AnyHandler[],
  guard?: (request: Request, handler: HttpHandler) => Response | undefined,
  around?: (request: Request, answer: Answer) => Promise<Response | undefined>,
): AnyHandler[] {
  const indexable = list.filter(isIndexable)
  const unbucketed = indexable.filter((handler) => bucketOf(pathOf(handler)) === undefined)
  // Each bucket holds, in the list's order, its own handlers and those that fit no bucket.
  const buckets = new Map<string, HttpHandler[]>()
  for (const handler of indexable) {
    const key = bucketOf(pathOf(handler))
    if (key !== undefined && !buckets.has(key))
      buckets.set(
        key,
        indexable.filter((h) => bucketOf(pathOf(h)) === key || unbucketed.includes(h)),
      )
  }

  // The predicate and the resolver get the same request: match it once.
  const matched = new WeakMap<Request, HttpHandler[]>()
  const matching = (request: Request) => {
    const known = matched.get(request)
    if (known) return known
    const url = new URL(request.url)
    const candidates = buckets.get(segmentsAfterApi(url.pathname).join('/')) ?? unbucketed
    const method = request.method.toUpperCase()
    const found = candidates.filter(
      (handler) => methodMatches(handler, method) && matchRequestUrl(url, pathOf(handler)).matches,
    )
    matched.set(request, found)
    return found
  }

  const dispatcher = http.all(
    ({ request }) => matching(request).length > 0,
    ({ request }) => {
      const found = matching(request)
      const refused = guard?.(request, found[0]!)
      if (refused) return refused
      const answer = () => getResponse(found, request)
      return around ? around(request, answer) : answer()
    },
  )
  return [dispatcher, ...list.filter((handler) => !isIndexable(handler))]
}
