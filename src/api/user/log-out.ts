import { call } from '@/lib/http/request'

/**
 * POST /user/logout with the session's token: the server refuses that token from then on.
 * Silent and never awaited by the logout itself: the browser logs out whatever it answers.
 */
export function logOutOnServer(token: string) {
  call({
    method: 'post',
    url: '/user/logout',
    headers: { Authorization: token },
    silent: true,
  }).catch(() => undefined)
}
