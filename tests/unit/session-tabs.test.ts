import Cookies from 'js-cookie'
import { HttpResponse, http as mswHttp } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { MSG } from '@/config/messages'
import { http } from '@/lib/http/client'
import { pageLoad } from '@/lib/navigation'
import { closeSessionChannel, sessionTag, type SessionNews } from '@/lib/session-channel'
import { getUserInfo } from '@/api/user/get-user-info'
import { openSession } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { followOtherTabs, sessionUser, useSessionStore } from '@/stores/session-store'
import { userSaved } from '@/stores/session-user'
import { loginAs } from '../utils/login-as'
import { recordMessages } from '../utils/messages'

/*
 * Issue 18: a session ends in every tab at once. The token cookie, shared by the tabs, is the
 * one source of truth: no code path writes it back from memory once another tab removed it,
 * a garbage cookie ends the session, a new login elsewhere starts this page again as that one,
 * and each tab tells the others through a BroadcastChannel (a storage event where none).
 */

const CHANNEL = 'ceres-session'
let stops: (() => void)[] = []

afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
  closeSessionChannel()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  // A spy on the store's cookieChecked is copied into each state set after it: start afresh.
  useSessionStore.setState(useSessionStore.getInitialState(), true)
})

/** Another tab of the browser: its own channel, what it heard, and what it says. */
function otherTab() {
  const channel = new BroadcastChannel(CHANNEL)
  const heard: unknown[] = []
  channel.onmessage = (event: MessageEvent) => heard.push(event.data)
  stops.push(() => channel.close())
  return { heard, say: (news: SessionNews) => channel.postMessage(news) }
}

/** Every request that reaches the demo backend, as a path. */
function requestsSeen() {
  const seen: string[] = []
  const record = ({ request }: { request: Request }) => seen.push(new URL(request.url).pathname)
  server.events.on('request:start', record)
  stops.push(() => server.events.removeListener('request:start', record))
  return seen
}

const session = () => useSessionStore.getState()

describe('the token cookie is the source of truth', () => {
  test('a navigation after another tab logged out does not write the cookie back', () => {
    loginAs('manager')
    Cookies.remove('ceres_token', { path: '/' })
    session().tokenRefreshed()
    expect(Cookies.get('ceres_token')).toBeUndefined()
    expect(session().token).toBeUndefined()
    expect(session().endedBecauseTaken()).toBe(MSG.sessionExpired)
  })

  test('no request leaves with the remembered token once the cookie is gone', async () => {
    loginAs('manager')
    const seen = requestsSeen()
    Cookies.remove('ceres_token', { path: '/' })
    recordMessages()
    await expect(getUserInfo()).rejects.toBeTruthy()
    expect(seen).toEqual([])
    expect(session().token).toBeUndefined()
    expect(Cookies.get('ceres_token')).toBeUndefined()
  })

  test.each([['garbage value!'], ['<script>x</script>'], ['"quoted"']])(
    'an edited cookie (%s) mid-session is a logout, not replaced by the remembered token',
    async (garbage) => {
      loginAs('manager')
      const seen = requestsSeen()
      Cookies.set('ceres_token', garbage, { path: '/' })
      await expect(getUserInfo()).rejects.toBeTruthy()
      expect(seen).toEqual([])
      expect(session().token).toBeUndefined()
      expect(Cookies.get('ceres_token')).toBeUndefined()
      session().tokenRefreshed()
      expect(Cookies.get('ceres_token')).toBeUndefined()
    },
  )

  test('another login in another tab: this page starts again as that session, no mix', async () => {
    const load = vi.spyOn(pageLoad, 'at').mockImplementation(() => undefined)
    loginAs('manager')
    const operator = openSession('U1003', 'ORG001')
    Cookies.set('ceres_token', operator.token, { path: '/' })
    const seen = requestsSeen()

    await expect(getUserInfo()).rejects.toBeTruthy()
    expect(seen).toEqual([])
    expect(load).toHaveBeenCalledWith(import.meta.env.BASE_URL)
    expect(session().token).toBeUndefined()
    expect(sessionUser()).toBeUndefined()
    // The other tab's login stays: nothing here removes or overwrites its cookie.
    expect(Cookies.get('ceres_token')).toBe(operator.token)
  })

  test("a 401 for the old token, answered after another tab's login, keeps that login", async () => {
    vi.spyOn(pageLoad, 'at').mockImplementation(() => undefined)
    recordMessages()
    loginAs('manager')
    const operator = openSession('U1003', 'ORG001')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      mswHttp.post('*/ceres/api/t/slow', async () => {
        await held
        return HttpResponse.json({ status: 'fail' }, { status: 401 })
      }),
    )
    const seen = requestsSeen()
    const pending = http.post('/t/slow').catch(() => undefined)
    await vi.waitFor(() => expect(seen).toContain('/ceres/api/t/slow'))
    Cookies.set('ceres_token', operator.token, { path: '/' })
    release()
    await pending
    expect(Cookies.get('ceres_token')).toBe(operator.token)
    expect(Cookies.get('expired-message')).toBeUndefined()
  })
})

describe('every tab follows', () => {
  test('a logout is announced to the other tabs, and so is a 401', async () => {
    const tab = otherTab()
    const manager = loginAs('manager')
    session().loggedOut()
    await vi.waitFor(() =>
      expect(tab.heard).toEqual([
        { kind: 'logged-out', reason: 'logout', session: sessionTag(manager.token) },
      ]),
    )
    // The news names the session by its tag, never by its token.
    expect(JSON.stringify(tab.heard)).not.toContain(manager.token)

    recordMessages()
    const operator = loginAs('operator')
    server.use(mswHttp.post('*/ceres/api/t/expired', () => new HttpResponse(null, { status: 401 })))
    await http.post('/t/expired').catch(() => undefined)
    expect(session().token).toBeUndefined()
    await vi.waitFor(() =>
      expect(tab.heard).toContainEqual({
        kind: 'logged-out',
        reason: 'expired',
        session: sessionTag(operator.token),
      }),
    )
  })

  test('a tag is 8 hex digits, the same for one token and different for two', () => {
    const tags = ['demo.U1001.a', 'demo.U1001.b', 'demo.U1003.a'].map(sessionTag)
    tags.forEach((tag) => expect(tag).toMatch(/^[0-9a-f]{8}$/))
    expect(new Set(tags).size).toBe(3)
    expect(sessionTag('demo.U1001.a')).toBe(tags[0])
  })

  test('a logout in another tab ends this one within moments, with the reason', async () => {
    stops.push(followOtherTabs())
    const tab = otherTab()
    const { token } = loginAs('manager')
    Cookies.remove('ceres_token', { path: '/' })
    tab.say({ kind: 'logged-out', reason: 'logout', session: sessionTag(token) })
    await vi.waitFor(() => expect(session().token).toBeUndefined(), { timeout: 1000 })
    expect(session().endedBecauseTaken()).toBe(MSG.loggedOutElsewhere)
    expect(Cookies.get('ceres_token')).toBeUndefined()
  })

  test('a logout heard before this tab reads the cookie as gone still ends it; the cookie is left alone', async () => {
    // Chromium can deliver the message before this tab's cookie read shows the removal (CI).
    stops.push(followOtherTabs())
    const tab = otherTab()
    const { token } = loginAs('manager')
    tab.say({ kind: 'logged-out', reason: 'expired', session: sessionTag(token) })
    await vi.waitFor(() => expect(session().token).toBeUndefined(), { timeout: 1000 })
    expect(session().endedBecauseTaken()).toBe(MSG.sessionExpired)
    expect(Cookies.get('ceres_token')).toBe(token)
  })

  test('news of another session changes nothing while the cookie holds this one', async () => {
    stops.push(followOtherTabs())
    const tab = otherTab()
    const { token } = loginAs('manager')
    const load = vi.spyOn(pageLoad, 'at').mockImplementation(() => undefined)
    const checked = vi.spyOn(session(), 'cookieChecked')
    const other = sessionTag(`${token}-old`)
    tab.say({ kind: 'logged-out', reason: 'logout', session: other })
    tab.say({ kind: 'logged-in', session: sessionTag(token) })
    await vi.waitFor(() => expect(checked).toHaveBeenCalledTimes(2))
    expect(checked.mock.results.map((r) => r.value as boolean)).toEqual([true, true])
    expect(session().token).toBe(token)
    expect(load).not.toHaveBeenCalled()
  })

  test('a login heard before its cookie can be read: a logged-in tab loads anew as it', async () => {
    stops.push(followOtherTabs())
    const tab = otherTab()
    const manager = loginAs('manager')
    const load = vi.spyOn(pageLoad, 'at').mockImplementation(() => undefined)
    const operator = openSession('U1003', 'ORG001')
    tab.say({ kind: 'logged-in', session: sessionTag(operator.token) })
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith(import.meta.env.BASE_URL))
    expect(session().token).toBeUndefined()
    // Nothing written here: the page load reads the cookie the other tab wrote.
    expect(Cookies.get('ceres_token')).toBe(manager.token)
  })

  test('a login heard on the login page before its cookie can be read is taken once it can', async () => {
    stops.push(followOtherTabs())
    const tab = otherTab()
    loginAs('manager')
    Cookies.remove('ceres_token', { path: '/' })
    useSessionStore.setState({ token: undefined })
    const operator = openSession('U1003', 'ORG001')
    const checked = vi.spyOn(session(), 'cookieChecked')
    tab.say({ kind: 'logged-in', session: sessionTag(operator.token) })
    await vi.waitFor(() => expect(checked).toHaveBeenCalled())
    expect(session().token).toBeUndefined()
    // The other tab's cookie becomes readable here a moment later.
    Cookies.set('ceres_token', operator.token, { path: '/' })
    await vi.waitFor(() => expect(session().token).toBe(operator.token), { timeout: 2000 })
  })

  test('without BroadcastChannel, a storage event carries the news; nothing stays stored', () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    closeSessionChannel()
    stops.push(followOtherTabs())
    loginAs('manager')
    const written: string[] = []
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    setItem.mockImplementation(function (this: Storage, key: string) {
      written.push(key)
    })

    session().loggedOut()
    expect(written).toContain(CHANNEL)
    expect(localStorage.getItem(CHANNEL)).toBeNull()
    setItem.mockRestore()

    const { token } = loginAs('manager')
    Cookies.remove('ceres_token', { path: '/' })
    const news = JSON.stringify({
      kind: 'logged-out',
      reason: 'expired',
      session: sessionTag(token),
      at: 1,
    })
    window.dispatchEvent(new StorageEvent('storage', { key: CHANNEL, newValue: news }))
    expect(session().token).toBeUndefined()
    expect(session().endedBecauseTaken()).toBe(MSG.sessionExpired)
  })

  test('garbage on the channel or in the storage event is ignored', async () => {
    stops.push(followOtherTabs())
    const { token } = loginAs('manager')
    const channel = new BroadcastChannel(CHANNEL)
    stops.push(() => channel.close())
    const checked = vi.spyOn(session(), 'cookieChecked')
    const tag = sessionTag(token)
    const junks = [
      null,
      'logged-out',
      { kind: 'logged-out', reason: '<b>', session: tag },
      { kind: 'logged-out', reason: 'logout' },
      { kind: 'logged-in', session: token },
      [1],
    ]
    for (const junk of junks) channel.postMessage(junk)
    // One sender's messages arrive in order: once this one is heard, the junk has been too.
    channel.postMessage({ kind: 'logged-in', session: tag })
    await vi.waitFor(() => expect(checked).toHaveBeenCalled())
    expect(checked.mock.calls).toEqual([[{ kind: 'logged-in', session: tag }]])
    expect(session().token).toBe(token)
  })
})

describe('logout leaves no trail for the next user', () => {
  test("visited-views and the user's recent-menu entry go; others' entries and search history stay", () => {
    const { token } = loginAs('manager')
    userSaved(token, {
      userId: 'U1001',
      userName: 'manager',
      realName: '',
      orgId: 'ORG001',
      orgName: '',
      jwt: '',
    })
    const recent = (userId: string) => ({
      userId,
      menus: [{ path: '/a', meta: { title: `${userId}的页面` }, createTime: 1 }],
    })
    localStorage.setItem('visited-views', JSON.stringify({ userId: 'U1001', views: [] }))
    localStorage.setItem('recent-menu', JSON.stringify([recent('U1001'), recent('U1003')]))
    const history = JSON.stringify([{ userId: 'U1001', keywords: ['估值'] }])
    localStorage.setItem('search-history-list', history)

    session().loggedOut()

    expect(localStorage.getItem('visited-views')).toBeNull()
    expect(JSON.parse(localStorage.getItem('recent-menu') ?? '[]')).toEqual([recent('U1003')])
    expect(localStorage.getItem('search-history-list')).toBe(history)
  })
})
