import { useCallback, useEffect, useState } from 'react'
import type { VerifyCodeImage } from '@/types/api'
import { getVerifyCode } from '../api/collect-account'

type State = 'loading' | 'ready' | 'error'

/** The image code to type back; `refresh()` shows a new one (each query spends the last). */
export function useCaptcha() {
  const [image, setImage] = useState<VerifyCodeImage>()
  const [state, setState] = useState<State>('loading')

  const load = useCallback(
    () =>
      getVerifyCode().then(
        (next) => {
          setImage(next)
          setState('ready')
        },
        () => setState('error'),
      ),
    [],
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
