import { useCallback, useEffect, useState } from 'react'
import { getVerifyCode } from '@/api/public/verify-code'
import type { VerifyCodeImage } from '@contract/api'

type State = 'loading' | 'ready' | 'error'

/**
 * The current image code picture (the login form, the raising-account query); `refresh()` asks
 * for a new one, as after each use. `silent`: a failed picture only shows as such, no message.
 */
export function useImageCode({ silent = false }: { silent?: boolean } = {}) {
  const [image, setImage] = useState<VerifyCodeImage>()
  const [state, setState] = useState<State>('loading')

  const load = useCallback(
    () =>
      getVerifyCode(silent).then(
        (next) => {
          setImage(next)
          setState('ready')
        },
        () => setState('error'),
      ),
    [silent],
  )
  const refresh = useCallback(() => {
    setState('loading')
    return load()
  }, [load])

  useEffect(() => {
    void load()
  }, [load])
  return { image, state, refresh }
}
