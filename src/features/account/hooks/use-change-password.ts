import { useState } from 'react'
import { MSG } from '@/config/messages'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { useSessionStore, useSessionUser } from '@/stores/session-store'
import { changePassword } from '@/api/user/change-password'
import { PASSWORD_MSG } from '@/lib/password-rules'
import { bodyText, businessBody, handledByClient } from '../server-message'
import { useLogOut } from './use-log-out'

/** portal-spec §4, §9: after a successful change the user is logged out after 500 ms. */
export const LOGOUT_AFTER_CHANGE_MS = 500

export interface PasswordValues {
  password: string
  newPassword: string
  confirmPassword: string
}

/** A failure's message: the server's data (if a string) or msg (portal-spec §8, Password). */
function failureText(e: unknown) {
  const body = businessBody(e)
  return bodyText(body, ['data', 'msg']) ?? errorMessage(e, MSG.businessFallback)
}

/** Sends a password change; resolves true when it succeeded (the logout is then on its way). */
export function useChangePassword() {
  const userId = useSessionUser()?.userId
  const logOut = useLogOut()
  const [pending, setPending] = useState(false)

  const submit = async (values: PasswordValues) => {
    if (!userId || pending) return false
    setPending(true)
    try {
      await changePassword({
        userId,
        password: values.password,
        newPassword: values.newPassword,
        newPasswordConfirm: values.confirmPassword,
      })
      notify.success(PASSWORD_MSG.success)
      // The server has ended the session; leave once the message has been seen. The login
      // page says it again: the message here is gone with the shell. Only that session is
      // left: one that took its place meanwhile (a login in another tab) is not ended.
      const changed = useSessionStore.getState().token
      window.setTimeout(() => {
        if (useSessionStore.getState().token === changed) logOut(PASSWORD_MSG.success)
      }, LOGOUT_AFTER_CHANGE_MS)
      return true
    } catch (e) {
      if (!handledByClient(e)) notify.error(failureText(e))
      return false
    } finally {
      setPending(false)
    }
  }

  return { submit, pending }
}
