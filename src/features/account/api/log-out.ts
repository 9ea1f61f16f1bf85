import { http } from '@/lib/http/client'

/**
 * POST /user/logout with the session's token: the server refuses that token from then on.
 * Silent and never awaited by the logout itself: the browser logs out whatever it answers.
 */
export function logOutOnServer(token: string) {
  http
    .post('/user/logout', undefined, { headers: { Authorization: token }, silent: true })
    .catch(() => undefined)
}
