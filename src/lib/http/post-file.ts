import { postData } from '@/lib/http/request'
import type { UploadedFile } from '@contract/api/upload'

export interface SendOptions {
  /** 0–100, as the bytes leave the browser. */
  onProgress: (percent: number) => void
  signal: AbortSignal
}

/** Sends one file and resolves to the server's record of it; rejects with its verdict. */
export type FileSender = (file: File, options: SendOptions) => Promise<UploadedFile>

/**
 * A sender that POSTs the file as multipart form data (field `file`) to an endpoint answering
 * the envelope with `{ fileId, fileName, size }`. Silent: the upload list shows the message.
 */
export const postFile =
  (url: string, field = 'file'): FileSender =>
  (file, { onProgress, signal }) => {
    const form = new FormData()
    form.append(field, file)
    return postData<UploadedFile>(url, form, {
      silent: true,
      idempotent: true,
      signal,
      // Not the client's JSON default; the browser adds the boundary.
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: ({ loaded, total }) => {
        if (total) onProgress(Math.round((loaded / total) * 100))
      },
    })
  }
