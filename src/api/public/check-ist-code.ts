import { postData } from '@/lib/http/request'
import type { IstCodeResult } from '@contract/api'

/** POST /istService/isNotLogin/checkIstCode?ucCode: single sign-on; data.status '0' refuses. */
export const checkIstCode = (ucCode: string) =>
  postData<IstCodeResult | null>('/istService/isNotLogin/checkIstCode', undefined, {
    params: { ucCode },
    silent: true,
  })
