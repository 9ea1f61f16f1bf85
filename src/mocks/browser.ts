import { setupWorker } from 'msw/browser'
import { loadDb, resetDb, saveDb } from './db/db'
import { handlers } from './handlers'

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
  const worker = setupWorker(...handlers)
  worker.events.on('response:mocked', () => saveDb())
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
