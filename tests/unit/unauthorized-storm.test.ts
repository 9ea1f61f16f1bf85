import { screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { HttpResponse, http as mswHttp } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { MSG } from '@/config/messages'
import { http } from '@/lib/http/client'
import { notify } from '@/lib/notify'
import { server } from '@demo-server/node'
import { useSessionStore } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { fillLogin, loginButton } from '../utils/login-form'
import { renderApp } from '../utils/render-app'

/*
 * portal-spec §4, §8: the first 401 sets expired-message, logs out and goes to /login. A storm
 * of 401s (every open request of an expired session) must end the session once: one logout,
 * one 登录状态已过期 message, one redirect, even when some answers arrive after the login page
 * is already showing. tests/unit/http-client.test.ts covers the client alone (20 at once).
 */

const STORM = 50
const STORM_URL = '*/ceres/api/t/storm'

afterEach(() => vi.restoreAllMocks())

/** Answers 401 to STORM_URL; the first `early` answers go at once, later ones wait for release. */
function answer401(early = Infinity) {
  let seen = 0
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    mswHttp.get(STORM_URL, async () => {
      seen += 1
      if (seen > early) await held
      return HttpResponse.json({ status: 'fail', msg: 'token expired' }, { status: 401 })
    }),
  )
  return { release, seen: () => seen }
}

/** Counts what the user would see: logouts, the expired message, arrivals at /login. */
function watch(app: ReturnType<typeof renderApp>) {
  const counts = { logouts: 0, arrivals: 0, otherMessages: 0 }
  const loggedOut = useSessionStore.getState().loggedOut
  useSessionStore.setState({
    loggedOut: () => {
      counts.logouts += 1
      loggedOut()
    },
  })
  const warning = vi.spyOn(notify, 'warning')
  for (const kind of ['error', 'success', 'info'] as const) {
    vi.spyOn(notify, kind).mockImplementation(() => void (counts.otherMessages += 1))
  }
  let onLogin = app.router.state.location.pathname === '/login'
  app.router.subscribe((state) => {
    const now = state.location.pathname === '/login'
    if (now && !onLogin) counts.arrivals += 1
    onLogin = now
  })
  const expiredMessages = () => warning.mock.calls.filter(([text]) => text === MSG.sessionExpired)
  return { counts, expiredMessages }
}

const storm = () => Promise.allSettled(Array.from({ length: STORM }, () => http.get('/t/storm')))

/** antd in jsdom can take long to render on a busy machine. */
const SLOW = { timeout: 20_000 }
const loginPageShown = () => screen.findByRole('button', { name: /登\s*录/ }, SLOW)
const portalShown = () => screen.findByRole('menu', { name: '导航菜单' }, SLOW)

async function loggedInApp() {
  loginAs('manager')
  const app = renderApp('/home-page')
  await portalShown()
  return app
}

describe('a storm of 401s', { timeout: 60_000 }, () => {
  test(`${STORM} concurrent 401s: one logout, one message, one redirect to /login`, async () => {
    const app = await loggedInApp()
    const seen = watch(app)
    const gate = answer401(STORM / 2)

    const results = storm()
    // Half the answers arrive at once; the rest only once the login page is showing.
    await loginPageShown()
    await waitFor(() => expect(seen.expiredMessages()).toHaveLength(1))
    expect(Cookies.get('expired-message')).toBeUndefined()
    gate.release()
    const settled = await results

    expect(gate.seen()).toBe(STORM)
    expect(settled.every((r) => r.status === 'rejected')).toBe(true)
    expect(seen.counts.logouts).toBe(1)
    expect(seen.counts.arrivals).toBe(1)
    expect(seen.expiredMessages()).toHaveLength(1)
    expect(seen.counts.otherMessages).toBe(0)
    // The guard's redirect, keeping where the user was.
    expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/home-page')}`)
    expect(useSessionStore.getState().token).toBeUndefined()
    expect(Cookies.get('ceres_token')).toBeUndefined()
    // A late 401 leaves no expired-message behind to greet a later visit to /login.
    expect(Cookies.get('expired-message')).toBeUndefined()
    expect(screen.getAllByText(MSG.sessionExpired)).toHaveLength(1)
  })

  test('the guard re-arms: after a new login, a later 401 logs out again', async () => {
    const app = await loggedInApp()
    const seen = watch(app)
    answer401()
    await storm()
    await loginPageShown()
    await waitFor(() => expect(seen.expiredMessages()).toHaveLength(1))

    await fillLogin(app.user, { userName: 'admin', password: 'Admin1234' })
    await app.user.click(loginButton())
    await portalShown()
    expect(app.location()).toBe('/home-page')
    expect(useSessionStore.getState().token).toBeDefined()

    await storm()
    await loginPageShown()
    await waitFor(() => expect(seen.expiredMessages()).toHaveLength(2))
    expect(seen.counts.logouts).toBe(2)
    expect(seen.counts.arrivals).toBe(2)
    expect(useSessionStore.getState().token).toBeUndefined()
  })

  test('a 401 without a session sets no expired-message and logs nobody out', async () => {
    const app = renderApp('/login')
    await loginPageShown()
    const seen = watch(app)
    answer401()
    await storm()
    expect(seen.counts.logouts).toBe(0)
    expect(Cookies.get('expired-message')).toBeUndefined()
    expect(seen.expiredMessages()).toHaveLength(0)
    expect(app.location()).toBe('/login')
  })
})
