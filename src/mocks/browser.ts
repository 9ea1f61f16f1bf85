import { setupWorker } from 'msw/browser'
import { loadDb, resetDb, saveDb } from './db/db'
import { handlers } from './handlers'
import { persistOnAnswer } from './handlers/http'
import { publishNotice } from './handlers/notice-handlers'
import { onNewSession } from './ws/push'

const GREETING_DELAY_MS = 20_000
const greeted = new Set<string>()

/** Shows the push channel working: one notice per session, 20 s after it connects. */
function greetOnce({ token, orgId }: { token: string; orgId: string }) {
  if (greeted.has(token)) return
  greeted.add(token)
  window.setTimeout(
    () =>
      publishNotice(
        orgId,
        '欢迎使用演示环境',
        '这是一条通过消息推送送达的演示通知，右上角的消息数已随之更新。',
      ),
    GREETING_DELAY_MS,
  )
}

/**
 * Starts the demo backend in the browser. `?demo-reset` in the address starts the demo data
 * again from its seed.
 */
export async function startMockWorker() {
  const url = new URL(window.location.href)
  if (url.searchParams.has('demo-reset')) {
    resetDb()
    url.searchParams.delete('demo-reset')
    window.history.replaceState(null, '', url)
  } else {
    loadDb()
  }
  onNewSession(greetOnce)
  const worker = setupWorker(...handlers)
  persistOnAnswer(saveDb)
  // A backstop for answers not built with ok()/fail() (downloads, pushes).
  worker.events.on('response:mocked', () => saveDb())
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
