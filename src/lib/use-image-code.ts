import { useCallback, useEffect, useState } from 'react'
import { getData } from '@/lib/http/request'
import type { VerifyCodeImage } from '@contract/api'

type State = 'loading' | 'ready' | 'error'

/** GET /isNotLogin/getVerifyCode?time: a new image code (the time defeats caches). */
export const getVerifyCode = (silent = false) =>
  getData<VerifyCodeImage>('/isNotLogin/getVerifyCode', {
    params: { time: Date.now() },
    silent,
  })

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
