import type { AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios'
import { IDEMPOTENCY_HEADER } from '@contract/limits'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The call creates a record: it carries an idempotency key (see below). */
    idempotent?: boolean
  }
}

/**
 * One key per submission: what was sent (method, path, parameters, body) → its key, until the
 * server accepts it. Sending the same content again (再次提交 after a timeout or a failure)
 * reuses the key, so a server that saved the first attempt answers it again instead of saving a
 * second record; changed content is a new submission with a new key, and so is the same content
 * sent again after a success.
 */
const unsettled = new Map<string, string>()
const UNSETTLED_MAX = 50

/** 128 random bits as hex: crypto.randomUUID is missing on a plain-http origin. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A file stands for itself by what the browser knows of it (reading it would be slow). */
const fileText = ({ name, size, type, lastModified }: File) =>
  `file:${name}:${size}:${type}:${lastModified}`

function bodyText(data: unknown): string {
  if (typeof data === 'string') return data
  if (data instanceof FormData)
    return JSON.stringify(
      [...data.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : fileText(value),
      ]),
    )
  return JSON.stringify(data ?? null)
}

const submissionOf = (config: AxiosRequestConfig) =>
  JSON.stringify([config.method, config.url, config.params ?? null, bodyText(config.data)])

/** Request side: a call marked `idempotent` gets its submission's key. */
export function attachIdempotencyKey(config: InternalAxiosRequestConfig) {
  if (!config.idempotent) return
  const submission = submissionOf(config)
  let key = unsettled.get(submission)
  if (key === undefined) {
    key = newKey()
    unsettled.set(submission, key)
    if (unsettled.size > UNSETTLED_MAX) unsettled.delete(unsettled.keys().next().value as string)
  }
  config.headers.set(IDEMPOTENCY_HEADER, key)
}

/** Answer side: once the server has accepted a submission, its key is spent. */
export function settleIdempotencyKey({ config }: AxiosResponse) {
  if (!config.idempotent) return
  const key = config.headers.get(IDEMPOTENCY_HEADER)
  for (const [submission, kept] of unsettled) if (kept === key) unsettled.delete(submission)
}
