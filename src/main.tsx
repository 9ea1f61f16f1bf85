import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'

async function start() {
  // A literal env check, so a production build drops the mock backend entirely.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startMockWorker } = await import('./mocks/browser')
    await startMockWorker()
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
