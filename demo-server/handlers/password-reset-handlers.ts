import { Base64 } from 'js-base64'
import { http } from 'msw'
import { db } from '../db/db'
import type { InvestorRecord, UserRecord } from '../db/types'
import { api, endSessionsOf, fail, ok } from './http'
import { recordSelfReset } from './investor-user-common'
import {
  checkResetCode,
  grantInvestor,
  grantKey,
  investorGranted,
  issueTicket,
  sendResetCode,
  spendTicket,
  ticketUser,
} from './reset-attempts'

/*
 * /reset-password's backend (docs/api.md, Password). Staff: identity → SMS code → ticket →
 * organisation and new password. Investors: identity with the registered mobile → SMS code
 * and organisation → new password, and a password check standing in for the investor login,
 * which is not part of this portal. Both codes have the same 3-tries lock (reset-attempts).
 * The new password is checked again here (a client can be bypassed) and really replaces the
 * old one.
 */
const MSG = {
  staffUnknown: '身份信息与预留信息不一致，请核对后重试',
  ticketGone: '重置凭证已失效，请重新验证身份',
  orgUnknown: '请选择您所属的管理人机构',
  investorUnknown: '未查询到该投资者信息，请核对证件类型、证件号码、姓名（名称）和预留手机号码',
  noAccount: '该投资者未在所选机构开户',
  grantGone: '身份验证已失效，请重新验证',
  badEncoding: '密码编码无效，请重试',
  mismatch: '新密码与确认密码不一致，请重新输入',
  sameAsOld: '新密码不能与原密码相同',
  wrongPassword: '密码错误',
} as const

const queryOf = (request: Request) => new URL(request.url).searchParams
const text = (query: URLSearchParams, key: string) => (query.get(key) ?? '').trim()
/** Document numbers compare in upper case (a passport's letters, an ID card's X). */
const docNumber = (query: URLSearchParams, key: string) => text(query, key).toUpperCase()
const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`

function decode(encoded: string | null) {
  if (encoded === null || !Base64.isValid(encoded)) return undefined
  try {
    return Base64.decode(encoded)
  } catch {
    return undefined
  }
}

/** The rules of portal-spec §5, in the dialog's order, with its messages. */
function ruleProblem(password: string) {
  const length = Array.from(password).length
  if (length < 8 || length > 15) return '密码长度为8-15位'
  if (!/\d/.test(password)) return '密码中必须包含数字'
  if (!/[A-Za-z]/.test(password)) return '密码中必须包含字母'
  return undefined
}

/** The new password of the query, or what is wrong with it. */
function newPasswordOf(
  query: URLSearchParams,
  old: string,
): { password: string } | { problem: string } {
  const next = decode(query.get('newPassword'))
  const confirm = decode(query.get('newPasswordConfirm'))
  if (next === undefined || confirm === undefined) return { problem: MSG.badEncoding }
  if (next !== confirm) return { problem: MSG.mismatch }
  const problem = ruleProblem(next) ?? (next === old ? MSG.sameAsOld : undefined)
  return problem ? { problem } : { password: next }
}

function staffOf(query: URLSearchParams): UserRecord | undefined {
  const user = db.state.users.find((u) => u.userName === text(query, 'userName'))
  const matches =
    user?.idType !== undefined &&
    user.idType === text(query, 'idType') &&
    user.idCode?.toUpperCase() === docNumber(query, 'idCode') &&
    user.mobile === text(query, 'mobile')
  return matches ? user : undefined
}

const orgsOf = (orgIds: string[]) =>
  db.state.orgs
    .filter((o) => orgIds.includes(o.orgId))
    .map(({ orgId, orgName }) => ({ orgId, orgName }))

/** The investor the document, the name and the registered mobile all point to. */
function investorOf(query: URLSearchParams): InvestorRecord | undefined {
  return db.state.investors.find(
    (i) =>
      i.certificatesType === text(query, 'certificatesType') &&
      i.certificatesNum === docNumber(query, 'certificatesNum') &&
      i.userName === text(query, 'userName') &&
      i.mobile === text(query, 'mobile'),
  )
}

/** Whose codes and wrong tries (one lock per investor, whatever the organisation). */
const attemptKey = (i: InvestorRecord) => `investor|${i.certificatesType}|${i.certificatesNum}`

/** The investor's account with the organisation named by orgId (and orgName, when sent). */
function accountOf(investor: InvestorRecord, query: URLSearchParams) {
  const orgId = text(query, 'orgId')
  const orgName = query.get('orgName')
  const account = investor.accounts.find((a) => a.orgId === orgId)
  const org = db.state.orgs.find((o) => o.orgId === orgId)
  if (!account || !org || (orgName !== null && orgName.trim() !== org.orgName)) return undefined
  return { account, org }
}

const staffHandlers = [
  http.post(api('/login/getCodeForResetPassword'), ({ request }) => {
    const user = staffOf(queryOf(request))
    if (!user) return fail(MSG.staffUnknown)
    const sent = sendResetCode(user.userName)
    if ('refused' in sent) return fail(sent.refused)
    return ok({ mobile: maskMobile(user.mobile), demoCode: sent.code })
  }),

  http.post(api('/login/toResetPasswordPage'), ({ request }) => {
    const query = queryOf(request)
    const user = staffOf(query)
    if (!user) return fail(MSG.staffUnknown)
    const problem = checkResetCode(user.userName, text(query, 'verificationCode'))
    if (problem) return fail(problem)
    return ok({ resetPasswordCode: issueTicket(user.userId) })
  }),

  http.get(api('/login/getRegisteredManagerList'), ({ request }) => {
    const user = ticketUser(queryOf(request).get('resetPasswordCode'))
    return user ? ok(orgsOf(user.orgIds)) : fail(MSG.ticketGone)
  }),

  http.post(api('/login/resetPassword'), ({ request }) => {
    const query = queryOf(request)
    const ticket = query.get('resetPasswordCode') ?? ''
    const user = ticketUser(ticket)
    if (!user) return fail(MSG.ticketGone)
    const orgName = text(query, 'orgName')
    if (!orgsOf(user.orgIds).some((o) => o.orgName === orgName)) return fail(MSG.orgUnknown)
    const next = newPasswordOf(query, user.password)
    if ('problem' in next) return fail(next.problem)
    user.password = next.password
    // A password of their own choosing: no longer the temporary one of 用户管理.
    delete user.mustChangePassword
    spendTicket(ticket)
    // Whoever was logged in with the old password is logged out everywhere.
    endSessionsOf(user.userId)
    return ok(null)
  }),
]

const investorHandlers = [
  http.post(api('/login/investor/getInvestorOrganizationsForUser'), ({ request }) => {
    const investor = investorOf(queryOf(request))
    if (!investor) return fail(MSG.investorUnknown)
    return ok(orgsOf(investor.accounts.map((a) => a.orgId)))
  }),

  /** Beyond the spec (as staff's getCodeForResetPassword): a code to the registered mobile. */
  http.post(api('/login/investor/getCodeForModifyPassword'), ({ request }) => {
    const investor = investorOf(queryOf(request))
    if (!investor) return fail(MSG.investorUnknown)
    const sent = sendResetCode(attemptKey(investor))
    if ('refused' in sent) return fail(sent.refused)
    return ok({ mobile: maskMobile(investor.mobile), demoCode: sent.code })
  }),

  http.post(api('/login/investor/toModifyPasswordPage'), ({ request }) => {
    const query = queryOf(request)
    const investor = investorOf(query)
    if (!investor) return fail(MSG.investorUnknown)
    const found = accountOf(investor, query)
    if (!found) return fail(MSG.noAccount)
    const problem = checkResetCode(attemptKey(investor), text(query, 'verificationCode'))
    if (problem) return fail(problem)
    const { orgId, orgName } = found.org
    grantInvestor(grantKey(investor.certificatesType, investor.certificatesNum, orgId))
    return ok({ orgId, orgName })
  }),

  http.post(api('/login/investor/modifyPassword'), ({ request }) => {
    const query = queryOf(request)
    const investor = investorOf(query)
    if (!investor) return fail(MSG.investorUnknown)
    const found = accountOf(investor, query)
    if (!found) return fail(MSG.noAccount)
    const key = grantKey(investor.certificatesType, investor.certificatesNum, found.org.orgId)
    if (!investorGranted(key)) return fail(MSG.grantGone)
    const next = newPasswordOf(query, found.account.password)
    if ('problem' in next) return fail(next.problem)
    found.account.password = next.password
    delete db.state.investorGrants[key]
    recordSelfReset(investor.investorId, found.org.orgId)
    return ok(null)
  }),

  /** Demo stand-in for the investor login: is this the account's password? */
  http.post(api('/login/investor/checkPassword'), ({ request }) => {
    const query = queryOf(request)
    const investor = db.state.investors.find(
      (i) =>
        i.certificatesType === text(query, 'certificatesType') &&
        i.certificatesNum === docNumber(query, 'certificatesNum'),
    )
    const found = investor && accountOf(investor, query)
    const password = decode(query.get('password'))
    return found && password === found.account.password ? ok(null) : fail(MSG.wrongPassword)
  }),
]

export const passwordResetHandlers = [...staffHandlers, ...investorHandlers]
