import { useCallback, useState } from 'react'
import { MSG } from '@/config/messages'
import { errorMessage } from '@/lib/http/api-error'

/**
 * A flow's current step, its busy flag and the failure shown above its buttons. `run` clears
 * the failure, runs a call and shows its message if it fails (the server's, or the catalogue's).
 */
export function useStepRunner() {
  const [step, setStep] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const run = useCallback(async (task: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await task()
    } catch (e) {
      setError(errorMessage(e, MSG.businessFallback))
    } finally {
      setBusy(false)
    }
  }, [])

  const goTo = useCallback((next: number) => {
    setError(undefined)
    setStep(next)
  }, [])

  return { step, busy, error, setError, run, goTo }
}
