import { Base64 } from 'js-base64'
import type {
  ResetCodeSent,
  ResetOrganization,
  ResetTicket,
  StaffIdentity,
} from '@contract/api/password-reset'
import { resetCall } from './reset-call'

const identityParams = ({ userName, idType, idCode, mobile }: StaffIdentity) => ({
  idCode,
  idType,
  mobile,
  userName,
})

/** POST /login/getCodeForResetPassword: an SMS code to the mobile the firm holds. */
export const getCodeForResetPassword = (identity: StaffIdentity) =>
  resetCall<ResetCodeSent>('post', '/login/getCodeForResetPassword', identityParams(identity))

/** POST /login/toResetPasswordPage: checks the code; answers the resetPasswordCode ticket. */
export const toResetPasswordPage = (identity: StaffIdentity, verificationCode: string) =>
  resetCall<ResetTicket>('post', '/login/toResetPasswordPage', {
    ...identityParams(identity),
    verificationCode,
  })

/** GET /login/getRegisteredManagerList: the organisations the ticket's user is staff of. */
export const getRegisteredManagerList = (resetPasswordCode: string) =>
  resetCall<ResetOrganization[]>('get', '/login/getRegisteredManagerList', { resetPasswordCode })

export interface StaffNewPassword {
  orgName: string
  newPassword: string
  newPasswordConfirm: string
  resetPasswordCode: string
}

/** POST /login/resetPassword, the passwords Base64-encoded (portal-spec §5). */
export const resetPassword = (change: StaffNewPassword) =>
  resetCall<unknown>('post', '/login/resetPassword', {
    orgName: change.orgName,
    newPassword: Base64.encode(change.newPassword),
    newPasswordConfirm: Base64.encode(change.newPasswordConfirm),
    resetPasswordCode: change.resetPasswordCode,
  })
