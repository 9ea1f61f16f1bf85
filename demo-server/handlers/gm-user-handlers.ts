import { http } from 'msw'
import {
  STAFF_STATUS_LABEL,
  type StaffStatus,
  type StaffUser,
  type TempPassword,
} from '@contract/api/general-manage'
import { db } from '../db/db'
import type { UserRecord } from '../db/types'
import { bodyOf } from './custodian-common'
import {
  endSessionsOf,
  GM_MSG,
  keepsMenuPerm,
  nextUserId,
  onRequest,
  orgUser,
  tempPassword,
  USER_NAME,
} from './gm-common'
import { api, fail, ok, withAuth, type AuthContext } from './http'
import { pageOfRows, readList } from './list-query'
import { isMobile } from '@contract/validators'
import { badField, fieldOf, maskMobile, revealAnswer } from './reveal'

/*
 * 用户管理 (docs/api.md "综合管理"): the session organisation's staff users: search, add (a
 * temporary password is answered once), edit (and their roles), 停用 / 启用 and 重置密码. Only
 * a user reaching 用户管理 may call them; nobody disables themselves or gives up their own
 * 菜单权限管理. Mobiles are answered masked; 查看 (reveal) answers one in full and is logged.
 */

const STATUSES = Object.keys(STAFF_STATUS_LABEL) as StaffStatus[]
const MAX_ROLES = 10

const statusOf = (u: UserRecord): StaffStatus => (u.disabled ? 'disabled' : 'enabled')

function view(u: UserRecord, auth: AuthContext): StaffUser {
  const roles = db.state.roles.filter((r) => u.roleIds.includes(r.roleId))
  return {
    userId: u.userId,
    userName: u.userName,
    realName: u.realName,
    mobile: maskMobile(u.mobile),
    status: statusOf(u),
    roleIds: roles.map((r) => r.roleId),
    roleNames: roles.map((r) => r.roleName),
    self: u.userId === auth.user.userId,
  }
}

type Body = Partial<Record<'userId' | 'userName' | 'realName' | 'mobile' | 'roleIds', unknown>>
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The checked fields of an add or edit, or why not. */
function readUser(body: Body, editing: UserRecord | undefined) {
  const userName = str(body.userName)
  const realName = str(body.realName)
  // The list answers masked mobiles: an edit that leaves the mobile empty keeps the stored one.
  const mobile = str(body.mobile) || (editing?.mobile ?? '')
  const roleIds = body.roleIds
  if (!editing && !USER_NAME.test(userName)) return GM_MSG.userName
  if (!editing && db.state.users.some((u) => u.userName.toLowerCase() === userName.toLowerCase()))
    return GM_MSG.userNameTaken
  if (Array.from(realName).length < 2 || Array.from(realName).length > 30) return GM_MSG.realName
  if (!isMobile(mobile)) return GM_MSG.mobile
  const known = new Set(db.state.roles.map((r) => r.roleId))
  if (
    !Array.isArray(roleIds) ||
    roleIds.length > MAX_ROLES ||
    roleIds.some((id) => typeof id !== 'string' || !known.has(id))
  )
    return GM_MSG.roles
  return { userName, realName, mobile, roleIds: [...new Set(roleIds as string[])] }
}

const answerPassword = (u: UserRecord): TempPassword => {
  u.password = tempPassword()
  u.mustChangePassword = true
  return { userName: u.userName, realName: u.realName, tempPassword: u.password }
}

export const gmUserHandlers = [
  http.post(
    api('/rest/gm/users/list'),
    withAuth(
      onRequest((request, auth) => {
        const params = new URL(request.url).searchParams
        const query = readList(params, (p) => ({
          keyword: p.text('keyword'),
          status: p.oneOf('status', STATUSES, GM_MSG.status),
        }))
        if (typeof query === 'string') return fail(query)
        const word = query.keyword?.toLowerCase()
        const rows = db.state.users
          .filter(
            (u) =>
              u.orgIds.includes(auth.org.orgId) &&
              (!word ||
                u.realName.includes(query.keyword!) ||
                u.userName.toLowerCase().includes(word) ||
                // The whole number only: matching a part would spell out a masked mobile digit
                // by digit without a logged 查看.
                u.mobile === word) &&
              (!query.status || statusOf(u) === query.status),
          )
          .map((u) => view(u, auth))
        const page = pageOfRows(params, rows)
        return typeof page === 'string' ? fail(page) : ok(page)
      }),
    ),
  ),

  http.post(
    api('/rest/gm/users/save'),
    withAuth(
      onRequest(async (request, auth) => {
        const body = await bodyOf<Body>(request)
        if (!body) return fail(GM_MSG.badBody)
        const editing = body.userId === undefined ? undefined : orgUser(auth.org.orgId, body.userId)
        if (body.userId !== undefined && !editing) return fail(GM_MSG.userGone)
        const checked = readUser(body, editing)
        if (typeof checked === 'string') return fail(checked)
        if (editing) {
          if (editing.userId === auth.user.userId && !keepsMenuPerm(checked.roleIds)) {
            return fail(GM_MSG.selfMenuPerm)
          }
          const { realName, mobile, roleIds } = checked
          Object.assign(editing, { realName, mobile, roleIds })
          return ok({ user: view(editing, auth) })
        }
        const user: UserRecord = {
          userId: nextUserId(),
          ...checked,
          password: '',
          orgIds: [auth.org.orgId],
        }
        db.state.users.push(user)
        return ok({ user: view(user, auth), password: answerPassword(user) })
      }),
    ),
  ),

  http.post(
    api('/rest/gm/users/reveal'),
    withAuth(
      onRequest(async (request, auth) => {
        const body = await bodyOf<{ userId: string; field: string }>(request)
        if (!body) return fail(GM_MSG.badBody)
        const user = orgUser(auth.org.orgId, body.userId)
        if (!user) return fail(GM_MSG.userGone)
        const field = fieldOf(body.field, ['mobile'])
        if (!field) return badField()
        return revealAnswer(auth, `gm-user:${user.userId}`, field, user.mobile)
      }),
    ),
  ),

  http.post(
    api('/rest/gm/users/setStatus'),
    withAuth(
      onRequest(async (request, auth) => {
        const body = await bodyOf<{ userId: string; action: string }>(request)
        if (!body) return fail(GM_MSG.badBody)
        const user = orgUser(auth.org.orgId, body.userId)
        if (!user) return fail(GM_MSG.userGone)
        if (body.action === 'disable') {
          if (user.userId === auth.user.userId) return fail(GM_MSG.selfDisable)
          if (user.disabled) return fail(GM_MSG.alreadyDisabled)
          user.disabled = true
          endSessionsOf(user.userId)
        } else if (body.action === 'enable') {
          if (!user.disabled) return fail(GM_MSG.alreadyEnabled)
          delete user.disabled
        } else {
          return fail(GM_MSG.action)
        }
        return ok(view(user, auth))
      }),
    ),
  ),

  http.post(
    api('/rest/gm/users/resetPassword'),
    withAuth(
      onRequest(async (request, auth) => {
        const body = await bodyOf<{ userId: string }>(request)
        if (!body) return fail(GM_MSG.badBody)
        const user = orgUser(auth.org.orgId, body.userId)
        if (!user) return fail(GM_MSG.userGone)
        if (user.disabled) return fail(GM_MSG.disabledReset)
        // Signed out elsewhere: the next login needs the temporary password.
        if (user.userId !== auth.user.userId) endSessionsOf(user.userId)
        return ok(answerPassword(user))
      }),
    ),
  ),
]
