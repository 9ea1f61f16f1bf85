import Cookies from 'js-cookie'
import { HttpResponse, http as mswHttp } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { MSG } from '@/config/messages'
import { http } from '@/lib/http/client'
import { pageLoad } from '@/lib/navigation'
import { closeSessionChannel, type SessionNews } from '@/lib/session-channel'
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
    loginAs('manager')
    session().loggedOut()
    await vi.waitFor(() => expect(tab.heard).toEqual([{ kind: 'logged-out', reason: 'logout' }]))

    recordMessages()
    loginAs('operator')
    server.use(mswHttp.post('*/ceres/api/t/expired', () => new HttpResponse(null, { status: 401 })))
    await http.post('/t/expired').catch(() => undefined)
    expect(session().token).toBeUndefined()
    await vi.waitFor(() =>
      expect(tab.heard).toContainEqual({ kind: 'logged-out', reason: 'expired' }),
    )
  })

  test('a logout in another tab ends this one within moments, with the reason', async () => {
    stops.push(followOtherTabs())
    const tab = otherTab()
    loginAs('manager')
    Cookies.remove('ceres_token', { path: '/' })
    tab.say({ kind: 'logged-out', reason: 'logout' })
    await vi.waitFor(() => expect(session().token).toBeUndefined(), { timeout: 1000 })
    expect(session().endedBecauseTaken()).toBe(MSG.loggedOutElsewhere)
    expect(Cookies.get('ceres_token')).toBeUndefined()
  })

  test('a stale message changes nothing while the cookie still holds this session', async () => {
    stops.push(followOtherTabs())
    const tab = otherTab()
    const { token } = loginAs('manager')
    const checked = vi.spyOn(session(), 'cookieChecked')
    tab.say({ kind: 'logged-out', reason: 'logout' })
    tab.say({ kind: 'logged-in' })
    await vi.waitFor(() => expect(checked).toHaveBeenCalledTimes(2))
    expect(checked.mock.results.map((r) => r.value as boolean)).toEqual([true, true])
    expect(session().token).toBe(token)
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

    loginAs('manager')
    Cookies.remove('ceres_token', { path: '/' })
    const news = JSON.stringify({ kind: 'logged-out', reason: 'expired', at: 1 })
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
    for (const junk of [null, 'logged-out', { kind: 'logged-out', reason: '<b>' }, [1]])
      channel.postMessage(junk)
    // One sender's messages arrive in order: once this one is heard, the junk has been too.
    channel.postMessage({ kind: 'logged-in' })
    await vi.waitFor(() => expect(checked).toHaveBeenCalled())
    expect(checked.mock.calls).toEqual([[{ kind: 'logged-in' }]])
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
