import { postData, seg } from '@/lib/http/request'
import type { SmsSent } from '@contract/api'

/** POST /login/sendRanCode/{userName}/{imageCode}: sends the SMS code once the image code is right. */
export const sendSmsCode = (userName: string, imageCode: string) =>
  postData<SmsSent>(`/login/sendRanCode/${seg(userName)}/${seg(imageCode)}`, undefined, {
    silent: true,
  })
