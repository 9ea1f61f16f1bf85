import { delay, getResponse, http, HttpResponse, RequestHandler } from 'msw'
import { handlers as demoBackend } from '../handlers'
import { api } from '../handlers/http'
import type { Scenario } from './types'
import { seededRandom } from '../db/random'

export { seededRandom }

/** The request timeout a mock build uses while the faults scenario is on (see config/env.ts). */
export const DEMO_TIMEOUT_KEY = 'ceres-demo-timeout-ms'
export const FAULT_TIMEOUT_MS = 3_000

export type FaultKind =
  'server-error' | 'timeout' | 'malformed-json' | 'dropped' | 'timeout-after-save'
/**
 * The kinds a random draw picks from. `timeout-after-save` is asked for by name only (see
 * NEXT_FAULT_FLAG), so a seeded walk meets the same faults as before it existed.
 */
const KINDS: FaultKind[] = ['server-error', 'timeout', 'malformed-json', 'dropped']
const ALL_KINDS: readonly string[] = [...KINDS, 'timeout-after-save']

const httpHandlers = () => demoBackend.filter((h) => h instanceof RequestHandler)

/** The answer comes after the client has given up (its demo timeout is FAULT_TIMEOUT_MS). */
const PAST_TIMEOUT_MS = FAULT_TIMEOUT_MS + 2_000

/** Answers one request with the given fault. */
export async function faultResponse(kind: FaultKind, request?: Request) {
  switch (kind) {
    case 'server-error':
      return HttpResponse.json({ status: 'fail', msg: '' }, { status: 503 })
    case 'timeout':
      await delay(PAST_TIMEOUT_MS)
      return HttpResponse.json({ status: 'success', data: null, msg: '' })
    case 'timeout-after-save': {
      // The demo backend does the work and saves it; only its answer is too late.
      const answer = request && (await getResponse(httpHandlers(), request))
      await delay(PAST_TIMEOUT_MS)
      return answer ?? HttpResponse.error()
    }
    case 'malformed-json':
      return new HttpResponse('{"status":"success","data":{', {
        headers: { 'Content-Type': 'application/json' },
      })
    case 'dropped':
      return HttpResponse.error()
  }
}

const SPARED = /\/ceres\/api\/(login|isNotLogin|user\/getOrganizations)\//

/** Every injected fault is logged with this prefix, so a test can count them (demo only). */
export const FAULT_LOG_PREFIX = '[demo-fault]'

/**
 * The path as the fault log shows it: with its query's parameter names but not their values, so
 * a test can tell two calls to one path apart (/faq/answerContent searches without a faqId and
 * answers one FAQ with it) and no value a user typed is logged.
 */
function loggedPath({ pathname, searchParams }: URL): string {
  const names = [...new Set(searchParams.keys())]
  return names.length ? `${pathname}?${names.join('&')}` : pathname
}

/** A test may pause the faults (set this on window) to see that a retry then recovers. */
export const FAULTS_PAUSED_FLAG = 'ceresDemoFaultsPaused'
const faultsPaused = () => (globalThis as Record<string, unknown>)[FAULTS_PAUSED_FLAG] === true

/**
 * A test may ask for one given fault (set this on window): `{ kind, path }` hits the next
 * request whose path ends with `path`, paused or not, then is spent.
 */
export const NEXT_FAULT_FLAG = 'ceresDemoNextFault'

function takeAskedFault(pathname: string): FaultKind | undefined {
  const scope = globalThis as Record<string, unknown>
  const asked = scope[NEXT_FAULT_FLAG] as { kind?: unknown; path?: unknown } | undefined
  if (typeof asked?.path !== 'string' || !pathname.endsWith(asked.path)) return undefined
  if (typeof asked.kind !== 'string' || !ALL_KINDS.includes(asked.kind)) return undefined
  Reflect.deleteProperty(scope, NEXT_FAULT_FLAG)
  return asked.kind as FaultKind
}

/**
 * Each page load of a tab counts up, so a seeded walk that reloads does not meet the same
 * faults at every start, yet replays the same way with the same seed.
 */
function nextPageLoad(): number {
  const key = 'ceres-demo-fault-loads'
  const store = globalThis.sessionStorage
  const load = Number(store?.getItem(key)) || 0
  store?.setItem(key, String(load + 1))
  return load
}

/** `"0.2:42"` → rate 0.2 (20% by default, clamped to 0–1) and seed 42 (none: Math.random). */
export function parseFaultArg(arg: string | undefined): { rate: number; seed?: number } {
  const [rateText, seedText] = (arg ?? '').split(':')
  const given = Number(rateText)
  const rate = rateText && Number.isFinite(given) ? Math.min(Math.max(given, 0), 1) : 0.2
  const seed = Number(seedText)
  return seedText && Number.isInteger(seed) ? { rate, seed } : { rate }
}

/**
 * `faults[:rate[:seed]]`: fails a random share of API requests (20% by default) with a 5xx, a
 * timeout, malformed JSON or a dropped connection; the rest reach the demo backend. Login
 * requests are spared so a walk can begin. With a seed (`faults:0.2:42`) a walk replays alike.
 * `faults:0` injects only the faults a test asks for (NEXT_FAULT_FLAG).
 */
export const faults: Scenario = {
  handlers(arg) {
    const { rate, seed } = parseFaultArg(arg)
    const random = seed === undefined ? Math.random : seededRandom(seed + nextPageLoad() * 7_919)
    return [
      http.all(api('/*'), ({ request }) => {
        const url = new URL(request.url)
        const { pathname } = url
        const asked = takeAskedFault(pathname)
        if (asked) {
          console.info(FAULT_LOG_PREFIX, asked, request.method, loggedPath(url))
          return faultResponse(asked, request)
        }
        if (SPARED.test(pathname) || faultsPaused()) return undefined
        if (random() >= rate) return undefined
        const kind = KINDS[Math.floor(random() * KINDS.length)] ?? 'server-error'
        console.info(FAULT_LOG_PREFIX, kind, request.method, loggedPath(url))
        return faultResponse(kind)
      }),
    ]
  },
}
