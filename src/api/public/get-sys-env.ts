import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type { SysEnv } from '@contract/api'
import { publicKeys } from './keys'

/** GET /isNotLogin/getSysEnv: the environment's name in VALUEE. */
export const getSysEnv = () => getData<SysEnv>('/isNotLogin/getSysEnv', { silent: true })

/** The environment's name (VALUEE), '' when the call fails. */
export const sysEnvQuery = () =>
  queryOptions({
    queryKey: publicKeys.sysEnv(),
    queryFn: () =>
      getSysEnv()
        .then((env) => (typeof env?.VALUEE === 'string' ? env.VALUEE.trim() : ''))
        .catch(() => ''),
    // Asked once per page load: the environment does not change while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
  })
