import { Base64 } from 'js-base64'
import { http } from 'msw'
import { db } from '../db/db'
import { issueImageCode, issueSmsCode, useImageCode, useSmsCode } from './codes'
import {
  api,
  closeSession,
  contextFor,
  DISABLED_LOGIN,
  fail,
  forbidden,
  ok,
  openSession,
  userView,
  withAuth,
} from './http'
import { loginOrgChosen, recordLogin } from './login-records'

/** The login (organisation choice) and the session's user: needed before a forced change. */
const BEFORE_CHANGE = { beforePasswordChange: true }
const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
const findUser = (userName: string) => db.state.users.find((u) => u.userName === userName)

function decodePassword(encoded: string) {
  try {
    return Base64.isValid(encoded) ? Base64.decode(encoded) : undefined
  } catch {
    return undefined
  }
}

export const authHandlers = [
  http.get(api('/isNotLogin/getVerifyCode'), () => ok(issueImageCode())),

  http.get(api('/isNotLogin/getSysEnv'), () => ok({ VALUEE: db.state.sysEnv })),

  http.post(api('/login/sendRanCode/:userName/:imageCode'), ({ params }) => {
    const userName = String(params.userName)
    if (!useImageCode(String(params.imageCode))) return fail('图形验证码错误或已过期，请重新输入')
    const user = findUser(userName)
    if (!user) return fail('用户名不存在，请核对后重试')
    if (user.disabled) return fail(DISABLED_LOGIN)
    const sent = issueSmsCode(userName)
    if ('waitSeconds' in sent) return fail(`短信验证码已发送，请${sent.waitSeconds}秒后再试`)
    return ok({ mobile: maskMobile(user.mobile), demoCode: sent.code })
  }),

  http.post(api('/login/doLogin/:userName/:password/:smsCode'), ({ params }) => {
    const user = findUser(String(params.userName))
    const password = decodePassword(String(params.password))
    if (!user) return fail('用户名或密码错误')
    const orgId = user.orgIds[0] as string
    if (password !== user.password) {
      recordLogin(user.userId, orgId, 'password', '密码错误')
      return fail('用户名或密码错误')
    }
    if (user.disabled) {
      recordLogin(user.userId, orgId, 'password', '账号已停用')
      return fail(DISABLED_LOGIN)
    }
    if (!useSmsCode(user.userName, String(params.smsCode))) {
      recordLogin(user.userId, orgId, 'password', '短信验证码错误')
      return fail('短信验证码错误或已过期，请重新获取')
    }
    const session = openSession(user.userId, orgId)
    recordLogin(user.userId, orgId, 'password')
    return ok(userView(contextFor(session)), { jwt: session.token })
  }),

  http.post(
    api('/user/getOrganizations/:userId'),
    withAuth(({ params }, { user }) => {
      if (params.userId !== user.userId) return forbidden()
      const orgs = db.state.orgs.filter((o) => user.orgIds.includes(o.orgId))
      return ok(orgs.map((o) => ({ ORG_ID: o.orgId, ORG_NAME: o.orgName })))
    }, BEFORE_CHANGE),
  ),

  http.post(
    api('/login/loginChangeUser/:orgId/'),
    withAuth(({ params }, { user, session }) => {
      const orgId = String(params.orgId)
      if (!user.orgIds.includes(orgId)) return fail('您不是该机构的用户，无法登录该机构')
      closeSession(session.token)
      const next = openSession(user.userId, orgId)
      loginOrgChosen(user.userId, orgId)
      return ok(userView(contextFor(next)), { jwt: next.token })
    }, BEFORE_CHANGE),
  ),

  http.post(
    api('/user/changUser/:jwt/:orgId'),
    withAuth(({ params }, { user, session }) => {
      if (params.jwt !== session.token) return forbidden()
      const orgId = String(params.orgId)
      if (!user.orgIds.includes(orgId)) return fail('用户切换异常，请稍后再试')
      closeSession(session.token)
      const next = openSession(user.userId, orgId)
      recordLogin(user.userId, orgId, 'switch')
      return ok(userView(contextFor(next)), { jwt: next.token })
    }),
  ),

  // 退出登录: the token is refused from then on, by every tab's demo backend.
  http.post(
    api('/user/logout'),
    withAuth((_, { session }) => {
      closeSession(session.token)
      return ok(null)
    }, BEFORE_CHANGE),
  ),

  http.post(
    api('/user/getUserInfo/'),
    withAuth((_, auth) => ok(userView(auth)), BEFORE_CHANGE),
  ),

  http.post(api('/istService/isNotLogin/checkIstCode'), ({ request }) => {
    const ucCode = new URL(request.url).searchParams.get('ucCode') ?? ''
    const userId = db.state.ssoCodes[ucCode]
    const user = db.state.users.find((u) => u.userId === userId)
    if (!user || user.disabled) return ok({ status: '0' })
    const session = openSession(user.userId, user.orgIds[0] as string)
    recordLogin(user.userId, session.orgId, 'sso')
    return ok({ status: '1', jwt: session.token })
  }),
]
