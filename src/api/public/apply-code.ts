import { postData } from '@/lib/http/request'
import type { ApplyCodeSent } from '@contract/api/registration'

/** Whose code: the registration's contact or the administrator change's new administrator. */
export type CodePurpose = 'reg' | 'mgrChange'

/** POST /isNotLogin/{purpose}/sendCode?mobile: an SMS code valid 5 minutes. */
export const sendApplyCode = (purpose: CodePurpose, mobile: string) =>
  postData<ApplyCodeSent>(`/isNotLogin/${purpose}/sendCode`, undefined, {
    params: { mobile },
    silent: true,
  })

/** POST /isNotLogin/reg/checkCode?mobile&code: checks the code without using it up. */
export const checkRegCode = (mobile: string, code: string) =>
  postData<boolean>('/isNotLogin/reg/checkCode', undefined, {
    params: { mobile, code },
    silent: true,
  })
