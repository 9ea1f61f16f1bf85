import Cookies from 'js-cookie'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { tokenCookieOptions, writeToken } from '@/lib/token'
import { sessionUser, useSessionStore } from '@/stores/session-store'
import type { User } from '@contract/api'

const user: User = {
  userId: 'U1001',
  userName: 'manager',
  realName: '王经理',
  orgId: 'ORG001',
  orgName: '泉城私募基金管理有限公司',
  jwt: 'demo.U1001.token',
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the token cookie', () => {
  test('is SameSite=Lax on the whole site, for 10 hours; Secure only over https', () => {
    expect(tokenCookieOptions('http:')).toEqual({
      expires: 10 / 24,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    })
    expect(tokenCookieOptions('https:')).toMatchObject({ sameSite: 'Lax', secure: true })
  })

  test('is written with those options, and nowhere else', () => {
    const set = vi.spyOn(Cookies, 'set')
    writeToken('demo.U1001.abcdef')
    expect(set).toHaveBeenCalledWith('ceres_token', 'demo.U1001.abcdef', tokenCookieOptions())
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo.U1001.abcdef')
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('demo.U1001.abcdef')
  })
})

describe('logout', () => {
  test('forgets every per-session key of portal-spec §3', () => {
    useSessionStore.getState().loggedIn('demo.U1001.abcdef', user)
    sessionStorage.setItem('saveDefaultCount', '1')
    sessionStorage.setItem('websocketEstablishStatus', 'true')
    localStorage.setItem('todo-list', JSON.stringify({ userId: 'U1001', counts: { T00009: 2 } }))
    expect(Cookies.get('ceres_token')).toBe('demo.U1001.abcdef')
    expect(Cookies.get('orgName')).toBe(user.orgName)
    expect(sessionStorage.getItem('check-risk-tips-status')).toBe('1')

    useSessionStore.getState().loggedOut()

    expect(Cookies.get('ceres_token')).toBeUndefined()
    expect(Cookies.get('orgName')).toBeUndefined()
    for (const key of ['saveDefaultCount', 'websocketEstablishStatus', 'check-risk-tips-status'])
      expect(sessionStorage.getItem(key), key).toBeNull()
    expect(localStorage.getItem('todo-list')).toBeNull()
    expect(useSessionStore.getState().token).toBeUndefined()
    expect(sessionUser()).toBeUndefined()
  })

  test('keeps what is not the session: skin, search history, expired-message', () => {
    Cookies.set('skin', 'dark', { path: '/' })
    Cookies.set('expired-message', '1', { path: '/' })
    localStorage.setItem('search-history-list', JSON.stringify(['估值']))
    useSessionStore.getState().loggedIn('demo.U1001.abcdef', user)
    useSessionStore.getState().loggedOut()
    expect(Cookies.get('skin')).toBe('dark')
    // Set by an expiry just before its logout: the login page still has to say why.
    expect(Cookies.get('expired-message')).toBe('1')
    expect(localStorage.getItem('search-history-list')).not.toBeNull()
  })
})
