import { useQuery } from '@tanstack/react-query'
import { PUBLIC_QUERY } from '@/lib/public-query'
import { getSysEnv } from '@/api/public/get-sys-env'

export const sysEnvKey = [PUBLIC_QUERY, 'sys-env'] as const

/** The environment name (VALUEE), '' until known or when the call fails. */
export function useSysEnv() {
  const { data = '' } = useQuery({
    queryKey: sysEnvKey,
    queryFn: () =>
      getSysEnv()
        .then((env) => (typeof env?.VALUEE === 'string' ? env.VALUEE.trim() : ''))
        .catch(() => ''),
    // Asked once per page load: the environment does not change while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return data
}
