import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { followOtherTabs } from './stores/session-store'

async function start() {
  // A literal env check, so a production build drops the mock backend entirely.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startMockWorker } = await import('@demo-server/browser')
    await startMockWorker()
  }
  // A logout, an expiry or another login in any tab of this browser: this tab follows.
  followOtherTabs()
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
