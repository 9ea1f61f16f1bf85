import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { openSession } from '../handlers/http'
import { callApi } from './api'

/*
 * Issue 18: 退出登录 ends the token on the server. The old token is answered 401 from then on,
 * on every endpoint, and also by another tab's demo backend, whose in-memory db was loaded
 * before the logout and still lists the session.
 */

/** The HTTP status a raw call gets. */
const call = async (path: string, token: string, method = 'POST') =>
  (await callApi(path, { token, method })).status

describe('POST /user/logout', () => {
  test('the token gets 401 everywhere from then on; other sessions go on', async () => {
    const { token } = openSession('U1001', 'ORG001')
    const other = openSession('U1003', 'ORG001')
    expect(await call('/user/getUserInfo/', token)).toBe(200)

    expect(await call('/user/logout', token)).toBe(200)

    expect(await call('/user/getUserInfo/', token)).toBe(401)
    expect(await call('/menu/all', token, 'GET')).toBe(401)
    expect(await call('/rest/maintenance/queryToDoCount', token)).toBe(401)
    expect(await call('/user/logout', token)).toBe(401)
    expect(await call('/user/getUserInfo/', other.token)).toBe(200)
  })

  test("another tab's db, loaded before the logout, refuses the token too", async () => {
    const { token } = openSession('U1001', 'ORG001')
    const otherTab = structuredClone(db.state)
    expect(await call('/user/logout', token)).toBe(200)

    db.state = otherTab
    expect(db.state.sessions.some((s) => s.token === token)).toBe(true)
    expect(await call('/user/getUserInfo/', token)).toBe(401)
  })

  test("a session opened in another tab is known to this tab's db", async () => {
    const thisTab = structuredClone(db.state)
    const { token } = openSession('U1002', 'ORG003')
    db.state = thisTab
    expect(await call('/user/getUserInfo/', token)).toBe(200)
  })

  test('a new password ends the sessions other tabs opened', async () => {
    const thisTab = structuredClone(db.state)
    const { token } = openSession('U1003', 'ORG001')
    db.state = thisTab
    const mine = openSession('U1003', 'ORG001')
    const query = new URLSearchParams({
      userId: 'U1003',
      password: btoa('Operator123'),
      newPassword: btoa('Operator456'),
      newPasswordConfirm: btoa('Operator456'),
    })
    const status = await call(`/user/changePassword?${query}`, mine.token)
    expect(status).toBe(200)
    expect(await call('/user/getUserInfo/', token)).toBe(401)
  })
})
