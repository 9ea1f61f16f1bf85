import { delay, http, HttpResponse } from 'msw'
import { api } from '../handlers/http'
import type { Scenario } from './types'

/** The request timeout a mock build uses while the faults scenario is on (see config/env.ts). */
export const DEMO_TIMEOUT_KEY = 'ceres-demo-timeout-ms'
export const FAULT_TIMEOUT_MS = 3_000

export type FaultKind = 'server-error' | 'timeout' | 'malformed-json' | 'dropped'
const KINDS: FaultKind[] = ['server-error', 'timeout', 'malformed-json', 'dropped']

/** Answers one request with the given fault. */
export async function faultResponse(kind: FaultKind) {
  switch (kind) {
    case 'server-error':
      return HttpResponse.json({ status: 'fail', msg: '' }, { status: 503 })
    case 'timeout':
      await delay(FAULT_TIMEOUT_MS + 2_000)
      return HttpResponse.json({ status: 'success', data: null, msg: '' })
    case 'malformed-json':
      return new HttpResponse('{"status":"success","data":{', {
        headers: { 'Content-Type': 'application/json' },
      })
    case 'dropped':
      return HttpResponse.error()
  }
}

const SPARED = /\/ceres\/api\/(login|isNotLogin|user\/getOrganizations)\//

/**
 * `faults[:rate]`: fails a random share of API requests (20% by default) with a 5xx, a
 * timeout, malformed JSON or a dropped connection; the rest reach the demo backend. Login
 * requests are spared so a walk can begin.
 */
export const faults: Scenario = {
  handlers(arg) {
    const rate = Math.min(Math.max(Number(arg) || 0.2, 0), 1)
    return [
      http.all(api('/*'), ({ request }) => {
        if (SPARED.test(new URL(request.url).pathname)) return undefined
        if (Math.random() >= rate) return undefined
        return faultResponse(KINDS[Math.floor(Math.random() * KINDS.length)] ?? 'server-error')
      }),
    ]
  },
}
