import { fireEvent, screen, within } from '@testing-library/react'
import { server } from '@demo-server/node'
import { renderApp } from '../utils/render-app'
import { setupUser } from '../utils/user'

export type App = ReturnType<typeof renderApp>

/** /reset-password on the given tab, its first step shown. */
export async function openReset(tab: 'staff' | 'investor' = 'staff') {
  const app = renderApp(tab === 'investor' ? '/reset-password?type=investor' : '/reset-password')
  // The lazy page's first load transforms antd: slow on a busy machine.
  await screen.findByLabelText('证件号码', undefined, { timeout: 30_000 })
  const user = setupUser()
  return { ...app, user }
}

/** The visible tab's panel: each tab has its own fields with the same labels. */
export const panel = () => {
  // A selector, not a role query: role queries walk the whole document's styles in jsdom.
  const tab = document.querySelector('[role="tab"][aria-selected="true"]')
  const active = document.getElementById(tab?.getAttribute('aria-controls') ?? '')
  if (!active) throw new Error('no tab panel shown')
  return within(active)
}

/**
 * Replaces a field's value and leaves it, as one change and one blur (typing into antd
 * through user-event takes seconds per field in jsdom on a busy machine).
 */
export function fill(_app: App, label: string, value: string) {
  const input = panel().getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
  return Promise.resolve()
}

export async function choose(app: App, label: string, option: string) {
  await app.user.click(panel().getByLabelText(label))
  const item = await screen.findByTitle(option)
  await app.user.click(item)
}

/** A button of the panel by its text (antd spaces two-character labels). */
export function button(name: RegExp) {
  // By text, not role: computing every element's role and name is seconds per query in jsdom.
  const found = panel()
    .getAllByText(name)
    .map((el) => el.closest('button'))
    .find(Boolean)
  if (!found) throw new Error(`no button ${String(name)}`)
  return found
}

export async function press(app: App, name: RegExp) {
  await app.user.click(button(name))
}

export const next = (app: App) => press(app, /^下\s*一\s*步$/)
export const back = (app: App) => press(app, /^上\s*一\s*步$/)

/** The failure shown above the buttons (or anywhere in the panel). */
export const findFailure = (text: string | RegExp) => panel().findByText(text)

/** Records the calls to one endpoint (its path and query) while a test runs. */
export function spyCalls(path: string) {
  const calls: URLSearchParams[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(path)) calls.push(url.searchParams)
  })
  return calls
}
