import { useEffect, useState } from 'react'
import { getSysEnv } from '../api/get-sys-env'

// Asked once per page load: the environment does not change while the page is open.
let pending: Promise<string> | undefined

export function resetSysEnvCache() {
  pending = undefined
}

/** The environment name (VALUEE), '' until known or when the call fails. */
export function useSysEnv() {
  const [value, setValue] = useState('')
  useEffect(() => {
    let live = true
    pending ??= getSysEnv()
      .then((env) => (typeof env?.VALUEE === 'string' ? env.VALUEE.trim() : ''))
      .catch(() => '')
    void pending.then((v) => live && setValue(v))
    return () => {
      live = false
    }
  }, [])
  return value
}
