import { HOME_MODULES } from '@/app/home-modules'
import { db } from '@demo-server/db/db'

/*
 * Most component tests land on /home-page on their way to what they test. Its seven cards
 * (each with its own calls, the calendar a month grid) made every such test several times
 * slower in jsdom, so tests start with the cards hidden in every demo user's settings (the
 * page then invites to 模块设置); the home page's own tests show them.
 */

export function hideHomeCards() {
  const hidden = HOME_MODULES.map((m) => ({ key: m.key, visible: false }))
  db.state.homeModuleSettings = Object.fromEntries(db.state.users.map((u) => [u.userId, hidden]))
}

/** Every user back to the default layout: all cards, in the default order. */
export function showHomeCards() {
  db.state.homeModuleSettings = {}
}
