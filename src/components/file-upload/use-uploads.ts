import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '@/lib/http/api-error'
import type { UploadedFile } from '@contract/api/upload'
import type { FileSender } from '@/lib/http/post-file'

/** A file on its way to the server, or one the server refused (kept for a retry). */
export interface PendingFile {
  uid: string
  file: File
  status: 'uploading' | 'error'
  percent: number
  error?: string
}

interface Options {
  value: UploadedFile[]
  onChange: ((files: UploadedFile[]) => void) | undefined
  send: FileSender
  /** With 1, a new file replaces the current one once the server has it. */
  maxCount: number
}

let nextUid = 0

/**
 * The upload list's state: what the server accepted lives in `value` (the form's field); what
 * is still sending or was refused lives here, with its File, so it can be sent again.
 */
export function useUploads({ value, onChange, send, maxCount }: Options) {
  const [pending, setPending] = useState<PendingFile[]>([])
  const controllers = useRef(new Map<string, AbortController>())
  // Two uploads may finish before the form re-renders: each adds to what the other left.
  const latest = useRef(value)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    latest.current = value
    onChangeRef.current = onChange
  }, [value, onChange])
  useEffect(() => {
    const running = controllers.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  const patch = useCallback((uid: string, change: Partial<PendingFile>) => {
    setPending((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)))
  }, [])

  const run = useCallback(
    async (uid: string, file: File) => {
      const controller = new AbortController()
      controllers.current.set(uid, controller)
      patch(uid, { status: 'uploading', percent: 0, error: undefined })
      try {
        const received = await send(file, {
          signal: controller.signal,
          // 100 % is the bytes sent; the answer is still to come.
          onProgress: (percent) => patch(uid, { percent: Math.min(percent, 99) }),
        })
        setPending((list) => list.filter((item) => item.uid !== uid))
        const next = maxCount === 1 ? [received] : [...latest.current, received]
        latest.current = next
        onChangeRef.current?.(next)
      } catch (e) {
        if (controller.signal.aborted) return
        patch(uid, { status: 'error', error: errorMessage(e, '上传失败，请重试') })
      } finally {
        controllers.current.delete(uid)
      }
    },
    [maxCount, patch, send],
  )

  const cancel = useCallback((uid: string) => {
    controllers.current.get(uid)?.abort()
    setPending((list) => list.filter((item) => item.uid !== uid))
  }, [])

  const add = (file: File) => {
    if (maxCount === 1) pending.forEach((item) => cancel(item.uid))
    nextUid += 1
    const uid = `upload-${nextUid}`
    setPending((list) => [...list, { uid, file, status: 'uploading', percent: 0 }])
    void run(uid, file)
  }

  const retry = (uid: string) => {
    const item = pending.find((p) => p.uid === uid)
    if (item) void run(uid, item.file)
  }

  const remove = (fileId: string) => {
    const next = latest.current.filter((f) => f.fileId !== fileId)
    latest.current = next
    onChangeRef.current?.(next)
  }

  return { pending, add, retry, cancel, remove }
}
