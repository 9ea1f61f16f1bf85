import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type { VerifyCodeImage } from '@contract/api'
import { publicKeys } from './keys'

/** GET /isNotLogin/getVerifyCode?time: a new image code (the time defeats caches). */
export const getVerifyCode = (silent = false) =>
  getData<VerifyCodeImage>('/isNotLogin/getVerifyCode', {
    params: { time: Date.now() },
    silent,
  })

/**
 * The picture a form shows: asked for once per form (`instance`) and again only on refetch;
 * forgotten when the form goes, so a form shown again asks for a new one.
 */
export const verifyCodeQuery = (instance: string, silent: boolean) =>
  queryOptions({
    queryKey: publicKeys.verifyCode(instance),
    queryFn: () => getVerifyCode(silent),
    staleTime: Infinity,
    gcTime: 0,
  })
