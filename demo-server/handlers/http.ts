import { toBeijingIso } from '@contract/beijing-time'
import { HttpResponse, type PathParams } from 'msw'
import { db } from '../db/db'
import { isEnded, openedSessions, sessionOpened, sessionsEnded } from '../db/session-ledger'
import type { OrgRecord, SessionRecord, UserRecord } from '../db/types'

/** Any origin: the app calls relative URLs, resolved against wherever it is served. */
export const api = (path: string) => `*/ceres/api${path}`

let persist: (() => void) | undefined
/**
 * The browser demo saves its db as each answer is built, before the page can act on it (an
 * organisation switch reloads the page at once; saving on msw's later event could be lost).
 */
export function persistOnAnswer(save: () => void) {
  persist = save
}

export const ok = <T>(data: T, extra: Record<string, unknown> = {}) => {
  persist?.()
  return HttpResponse.json({ status: 'success', data, msg: '', ...extra })
}

export const fail = (msg: string, httpStatus = 200) => {
  persist?.()
  return HttpResponse.json({ status: 'fail', data: null, msg }, { status: httpStatus })
}

export const unauthorized = () => fail('登录状态已失效，请重新登录', 401)
export const forbidden = () => fail('无权访问该资源', 403)
/** A user 停用 in 用户管理 tries to log in (any way). */
export const DISABLED_LOGIN = '该账号已停用，请联系本机构管理员'

export const SESSION_HOURS = 10

export function newToken(userId: string) {
  const random = Math.random().toString(36).slice(2, 12)
  return `demo.${userId}.${Date.now().toString(36)}.${random}`
}

export function openSession(userId: string, orgId: string): SessionRecord {
  const session = {
    token: newToken(userId),
    userId,
    orgId,
    expiresAt: Date.now() + SESSION_HOURS * 3_600_000,
  }
  db.state.sessions = db.state.sessions.filter((s) => s.expiresAt > Date.now()).concat(session)
  sessionOpened(session)
  return session
}

/** Ends sessions in this tab's db and, through the ledger, in every tab: 401 from then on. */
function endSessions(ends: (s: SessionRecord) => boolean) {
  sessionsEnded([...db.state.sessions, ...openedSessions()].filter(ends))
  db.state.sessions = db.state.sessions.filter((s) => !ends(s))
}

/** 退出登录 and an organisation switch end the token they were made with. */
export function closeSession(token: string) {
  endSessions((s) => s.token === token)
}

/** A new password or 停用: every session of the user ends. */
export function endSessionsOf(userId: string) {
  endSessions((s) => s.userId === userId)
}

export interface AuthContext {
  session: SessionRecord
  user: UserRecord
  org: OrgRecord
}

/** Who the request's Authorization token belongs to, if it is a live session. */
export function authOf(request: Request): AuthContext | undefined {
  const token = request.headers.get('Authorization')
  if (!token || isEnded(token)) return undefined
  const session =
    db.state.sessions.find((s) => s.token === token) ??
    openedSessions().find((s) => s.token === token)
  if (!session || session.expiresAt <= Date.now()) return undefined
  const user = db.state.users.find((u) => u.userId === session.userId)
  const org = db.state.orgs.find((o) => o.orgId === session.orgId)
  return user && org ? { session, user, org } : undefined
}

/** What every other call answers while the user's password is temporary (see withAuth). */
export const MUST_CHANGE_PASSWORD = '您正在使用临时密码，请先修改密码'

type Resolver = (
  info: { request: Request; params: PathParams },
  auth: AuthContext,
) => Response | Promise<Response>

interface AuthOptions {
  /** Answers while the password is temporary too: the login and the forced change need it. */
  beforePasswordChange?: boolean
}

/**
 * Wraps a resolver so it runs only for a live session; otherwise answers 401. While the user's
 * password is temporary, only the calls marked beforePasswordChange answer; the others refuse
 * as a business failure (not 401, which would log out, nor 403, which would show /401).
 */
export const withAuth =
  (resolve: Resolver, options: AuthOptions = {}) =>
  ({ request, params }: { request: Request; params: PathParams }) => {
    const auth = authOf(request)
    if (!auth) return unauthorized()
    if (auth.user.mustChangePassword && !options.beforePasswordChange) {
      return fail(MUST_CHANGE_PASSWORD)
    }
    return resolve({ request, params }, auth)
  }

/** The user object the client keeps, as a login answers it. */
export const userView = ({ user, org, session }: AuthContext) => ({
  userId: user.userId,
  userName: user.userName,
  realName: user.realName,
  orgId: org.orgId,
  orgName: org.orgName,
  jwt: session.token,
  roles: db.state.roles.filter((r) => user.roleIds.includes(r.roleId)).map((r) => r.roleName),
  /** Masked, as 个人中心 shows it. */
  mobile: `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`,
  /** When this session began (ISO 8601, Beijing's offset). */
  loginTime: toBeijingIso(session.expiresAt - SESSION_HOURS * 3_600_000),
  ...(user.mustChangePassword && { mustChangePassword: true }),
})

export function contextFor(session: SessionRecord): AuthContext {
  const user = db.state.users.find((u) => u.userId === session.userId) as UserRecord
  const org = db.state.orgs.find((o) => o.orgId === session.orgId) as OrgRecord
  return { session, user, org }
}
