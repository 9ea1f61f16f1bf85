import { useQuery } from '@tanstack/react-query'
import { sysEnvQuery } from '@/api/public/get-sys-env'

/** The environment name (VALUEE), '' until known or when the call fails. */
export function useSysEnv() {
  const { data = '' } = useQuery(sysEnvQuery())
  return data
}
