import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { followOtherTabs } from './stores/session-store'

// A logout, an expiry or another login in any tab of this browser: this tab follows.
followOtherTabs()
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
