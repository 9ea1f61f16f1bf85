import { Base64 } from 'js-base64'
import type {
  InvestorAccountRef,
  InvestorIdentity,
  ResetCodeSent,
  ResetOrganization,
} from '@contract/api/password-reset'
import { resetCall } from './reset-call'

const identityParams = ({
  certificatesNum,
  certificatesType,
  userName,
  mobile,
}: InvestorIdentity) => ({ certificatesNum, certificatesType, userName, mobile })

const accountParams = (ref: InvestorAccountRef) => ({
  ...identityParams(ref),
  orgId: ref.orgId,
  orgName: ref.orgName,
})

/** POST /login/investor/getInvestorOrganizationsForUser: where the investor has accounts. */
export const getInvestorOrganizations = (identity: InvestorIdentity) =>
  resetCall<ResetOrganization[]>(
    'post',
    '/login/investor/getInvestorOrganizationsForUser',
    identityParams(identity),
  )

/**
 * POST /login/investor/getCodeForModifyPassword (beyond the spec, as staff's
 * getCodeForResetPassword): an SMS code to the mobile registered with the investor's account.
 */
export const getCodeForModifyPassword = (identity: InvestorIdentity) =>
  resetCall<ResetCodeSent>(
    'post',
    '/login/investor/getCodeForModifyPassword',
    identityParams(identity),
  )

/**
 * POST /login/investor/toModifyPasswordPage with the SMS code: the server consents to a new
 * password for that account (10 min).
 */
export const toModifyPasswordPage = (ref: InvestorAccountRef, verificationCode: string) =>
  resetCall<ResetOrganization>('post', '/login/investor/toModifyPasswordPage', {
    ...accountParams(ref),
    verificationCode,
  })

/** POST /login/investor/modifyPassword: the account's identity and the new password twice. */
export const modifyPassword = (
  ref: InvestorAccountRef,
  newPassword: string,
  newPasswordConfirm: string,
) =>
  resetCall<unknown>('post', '/login/investor/modifyPassword', {
    ...accountParams(ref),
    newPassword: Base64.encode(newPassword),
    newPasswordConfirm: Base64.encode(newPasswordConfirm),
  })

/** POST /login/investor/checkPassword (demo's stand-in for the investor login). */
export const checkInvestorPassword = (ref: InvestorAccountRef, password: string) =>
  resetCall<unknown>('post', '/login/investor/checkPassword', {
    certificatesNum: ref.certificatesNum,
    certificatesType: ref.certificatesType,
    orgId: ref.orgId,
    password: Base64.encode(password),
  })
