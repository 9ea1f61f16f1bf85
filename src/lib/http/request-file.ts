import type { AxiosRequestConfig, AxiosResponse } from 'axios'
import { MSG } from '@/config/messages'
import { ApiError } from '@/lib/http/api-error'
import { call } from '@/lib/http/request'
import { notify } from '@/lib/notify'
import { fileNameFrom } from '@/lib/save-file'
import { SUCCESS, type Envelope } from '@contract/api'

/** A call asked for a file answers either the file or the usual JSON envelope. */
export type FileAnswer<T> =
  { kind: 'file'; blob: Blob; fileName: string | undefined } | { kind: 'data'; data: T }

/** A blob's text (FileReader where Blob#text is missing, as in older DOM implementations). */
function textOf(data: Blob | string): Promise<string> {
  if (typeof data === 'string') return Promise.resolve(data)
  if (typeof data.text === 'function') return data.text()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsText(data)
  })
}

/**
 * Reads an answer fetched as a blob: a file, or an envelope (a task, or a refusal whose
 * message is shown like the client shows any other, unless the call is silent).
 */
async function readAnswer<T>(
  response: AxiosResponse<Blob>,
  silent?: boolean,
): Promise<FileAnswer<T>> {
  const type = String(response.headers['content-type'] ?? '')
  if (!type.includes('json')) {
    const disposition = response.headers['content-disposition'] as string | undefined
    return { kind: 'file', blob: response.data, fileName: fileNameFrom(disposition) }
  }
  let body: Envelope<T> | undefined
  try {
    body = JSON.parse(await textOf(response.data)) as Envelope<T>
  } catch {
    body = undefined
  }
  if (body?.status === SUCCESS) return { kind: 'data', data: body.data }
  const message = body?.msg || body?.message || (body ? MSG.businessFallback : MSG.badResponse)
  if (!silent) notify.error(message)
  throw new ApiError(body ? 'business' : 'http', message, response.status, body)
}

/** GET a file, through the one client; an envelope instead of a file is a failure. */
export async function getFile(url: string, config: AxiosRequestConfig = {}) {
  const response = await call<Blob>({ ...config, url, responseType: 'blob' })
  const answer = await readAnswer<unknown>(response, config.silent)
  if (answer.kind === 'file') return answer
  if (!config.silent) notify.error(MSG.badResponse)
  throw new ApiError('http', MSG.badResponse, response.status)
}
