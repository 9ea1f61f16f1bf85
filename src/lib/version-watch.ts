import { isRecord } from '@/lib/safe-storage'

export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000

interface Options {
  currentBuild: string
  url: string
  onNewer: (version: string) => void
  fetchImpl?: typeof fetch
  now?: () => number
}

/**
 * Compares the deployed build (version.json beside index.html) with the running one, at most
 * every 5 minutes; says so once when they differ. Failures are ignored: it only informs.
 */
export function createVersionWatch({
  currentBuild,
  url,
  onNewer,
  fetchImpl = fetch,
  now = Date.now,
}: Options) {
  let lastCheck = -Infinity
  let told = false
  return async function check() {
    if (told || now() - lastCheck < VERSION_CHECK_INTERVAL_MS) return
    lastCheck = now()
    try {
      const response = await fetchImpl(`${url}?t=${lastCheck}`, { cache: 'no-store' })
      if (!response.ok) return
      const deployed: unknown = await response.json()
      if (!isRecord(deployed) || typeof deployed.build !== 'string') return
      if (deployed.build !== currentBuild && !told) {
        told = true
        onNewer(typeof deployed.version === 'string' ? deployed.version : '')
      }
    } catch {
      // offline or no version file (a dev server): nothing to say
    }
  }
}
