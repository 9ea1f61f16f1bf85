import { useCallback, useRef, useState } from 'react'
import type { ExportRequest } from '@contract/api/download'
import { exportList, type ExportResult } from '@/api/export/export-list'

/**
 * Runs one export at a time: `busy` while it runs, and a second start meanwhile (a double
 * click) is ignored. Resolves to the result, or undefined when ignored or failed (the
 * failure's message has been shown).
 */
export function useExport() {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const start = useCallback(async (request: ExportRequest): Promise<ExportResult | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await exportList(request)
    } catch {
      return undefined
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, start }
}
