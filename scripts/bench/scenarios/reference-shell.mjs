// The reference shell (bench/reference-shell): React Router, antd Tabs and <Activity> alone.
import { SWITCH_PAGES, timePanelOpens, timeTabSwitches, timeTyping, waitReady } from './shell.mjs'
import { pageReady, TYPED_KEYS } from '../config.mjs'
import { withFreshBrowser } from '../lib/browser.mjs'

/** One cold session of the reference with `menus` extra menus: tab switches, panel, filter. */
export function referenceShellSession(baseUrl, menus, what) {
  const session = async ({ page }) => {
    const [first] = SWITCH_PAGES
    await page.goto(`${baseUrl}${first.path}?menus=${menus}`)
    await waitReady(page, pageReady(first.path, { selector: '.ant-table-row' }))
    const switches = await timeTabSwitches(page)
    const opens = await timePanelOpens(page)
    const keys = await timeTyping(page, TYPED_KEYS)
    return { switches, opens, keys }
  }
  return withFreshBrowser(what, session)
}
