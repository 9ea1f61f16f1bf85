import { db } from '../db/db'
import { callJson } from './api'

/** A raw call to the demo backend (no client interceptors): the answer's envelope. */
export const call = async (path: string, params: Record<string, string>, method = 'POST') =>
  (await callJson(path, { method, query: params })).body

export const b64 = (s: string) => btoa(s)
export const resetdemo = () => db.state.users.find((u) => u.userName === 'resetdemo')!
export const STAFF = {
  userName: 'resetdemo',
  idType: '0',
  idCode: '370102199204150047',
  mobile: '13800000004',
}

export const sendCode = (identity: Record<string, string> = STAFF) =>
  call('/login/getCodeForResetPassword', identity)
export const verify = (verificationCode: string, identity: Record<string, string> = STAFF) =>
  call('/login/toResetPasswordPage', { ...identity, verificationCode })

export async function ticket() {
  await sendCode()
  const answer = await verify('8888')
  return (answer.data as { resetPasswordCode: string }).resetPasswordCode
}

export function resetPassword(resetPasswordCode: string, next = 'Newpass123', confirm = next) {
  return call('/login/resetPassword', {
    orgName: '泉城私募基金管理有限公司',
    newPassword: b64(next),
    newPasswordConfirm: b64(confirm),
    resetPasswordCode,
  })
}

export const logIn = async (userName: string, password: string) =>
  (await callJson(`/login/doLogin/${userName}/${encodeURIComponent(b64(password))}/8888`)).body

export const LIU = {
  userName: '刘晓梅',
  certificatesType: '0',
  certificatesNum: '370103199002150029',
  mobile: '13900000001',
}
export const QILU = { orgId: 'ORG002', orgName: '齐鲁资产管理有限公司' }
export const liuAccount = (orgId: string) =>
  db.state.investors
    .find((i) => i.investorId === 'INV001')!
    .accounts.find((a) => a.orgId === orgId)!

export function modify(
  next = 'Liu2025abc',
  confirm = next,
  ref: Record<string, string> = { ...LIU, ...QILU },
) {
  return call('/login/investor/modifyPassword', {
    ...ref,
    newPassword: b64(next),
    newPasswordConfirm: b64(confirm),
  })
}

export const sendInvestorCode = (identity: Record<string, string> = LIU) =>
  call('/login/investor/getCodeForModifyPassword', identity)
export const toModifyPasswordPage = (
  verificationCode: string,
  ref: Record<string, string> = QILU,
) => call('/login/investor/toModifyPasswordPage', { ...LIU, ...ref, verificationCode })

/** The SMS code sent and given back: the server consents to a new password for 齐鲁资产. */
export async function consent() {
  await sendInvestorCode()
  return toModifyPasswordPage('8888')
}

export const checkPassword = (password: string, orgId = 'ORG002') =>
  call('/login/investor/checkPassword', {
    certificatesNum: LIU.certificatesNum,
    certificatesType: LIU.certificatesType,
    orgId,
    password: b64(password),
  })
