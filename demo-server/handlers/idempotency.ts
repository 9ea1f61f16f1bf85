import { IDEMPOTENCY_HEADER } from '@contract/limits'
import { db } from '../db/db'
import { authOf } from './http'

/** Marks an answer given again for a repeated key (as some payment APIs do). */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

interface Kept {
  status: number
  headers: [string, string][]
  body: string
}

/** Keys answered, newest last; the oldest go first past this many. */
const KEPT_MAX = 500
/** Per database: a reset demo (and each test's fresh one) starts with no keys. */
const keptByDb = new WeakMap<object, Map<string, Promise<Kept | undefined>>>()

function keptAnswers() {
  let kept = keptByDb.get(db.state)
  if (!kept) keptByDb.set(db.state, (kept = new Map()))
  return kept
}

/** A success is kept; a refusal is not, so the same key may try again once it is put right. */
async function keepIfAccepted(response: Response | undefined): Promise<Kept | undefined> {
  if (!response?.ok) return undefined
  const body = await response.clone().text()
  try {
    if ((JSON.parse(body) as { status?: unknown }).status !== 'success') return undefined
  } catch {
    return undefined
  }
  return { status: response.status, headers: [...response.headers], body }
}

const replay = ({ status, headers, body }: Kept) =>
  new Response(body, { status, headers: [...headers, [REPLAYED_HEADER, 'true']] })

/**
 * The demo backend honours `Idempotency-Key` on every call that changes something: the first
 * accepted answer for a key is kept, per caller and endpoint, and a repeat of the key gets
 * that answer again (the same record) without running the handler. Concurrent repeats wait
 * for the first. The access check runs before this, on every request.
 */
export async function answerOnce(
  request: Request,
  answer: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)
  if (!key || request.method === 'GET' || request.method === 'HEAD') return answer()
  const caller = authOf(request)?.user.userId ?? 'anonymous'
  const slot = JSON.stringify([caller, request.method, new URL(request.url).pathname, key])
  const kept = keptAnswers()
  // Looked up and claimed with no wait in between, so a concurrent repeat finds the claim.
  const claimed = kept.get(slot)
  const earlier = claimed && (await claimed)
  if (earlier) return replay(earlier)

  const response = answer()
  const keeping = response.then(keepIfAccepted)
  kept.set(slot, keeping)
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value as string)
  if (!(await keeping) && kept.get(slot) === keeping) kept.delete(slot)
  return response
}
