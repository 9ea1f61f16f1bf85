import { useCallback, useEffect, useState } from 'react'
import type { VerifyCodeImage } from '@/types/api'
import { getVerifyCode } from '../api/get-verify-code'

type State = 'loading' | 'ready' | 'error'

/** The current image code picture; `refresh()` asks for a new one. */
export function useImageCode() {
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
