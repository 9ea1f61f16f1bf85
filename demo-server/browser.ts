import { setupWorker } from 'msw/browser'
import { db, flushDb, loadDb, resetDb, saveDb, saveDbSoon } from './db/db'
import { handlers } from './handlers'
import { persistOnAnswer } from './handlers/http'
import { DEMO_TIMEOUT_KEY, FAULT_TIMEOUT_MS } from './scenarios/faults'
import {
  parseScenarios,
  scenarioHandlers,
  scenarioPushHooks,
  seedScenarios,
  type ScenarioChoice,
} from './scenarios'
import { setPushHooks } from './ws/push'
import { greetEachSession } from './ws/greeting'

const SCENARIO_KEY = 'ceres-demo-scenario'

/**
 * `?demo-reset` starts the demo data again from its seed; `?demo-scenario=a,b:arg` does so with
 * those scenarios switched on (an empty value switches them off). The choice is remembered, so
 * the scenario's handlers keep running after a reload.
 */
function prepareDb(): ScenarioChoice[] {
  const url = new URL(window.location.href)
  const requested = url.searchParams.get('demo-scenario')
  if (requested !== null || url.searchParams.has('demo-reset')) {
    const choices = parseScenarios(requested)
    if (choices.length) localStorage.setItem(SCENARIO_KEY, requested as string)
    else localStorage.removeItem(SCENARIO_KEY)
    setDemoTimeout(choices)
    resetDb()
    seedScenarios(db.state, choices)
    saveDb()
    url.searchParams.delete('demo-reset')
    url.searchParams.delete('demo-scenario')
    window.history.replaceState(null, '', url)
    return choices
  }
  loadDb()
  return parseScenarios(localStorage.getItem(SCENARIO_KEY))
}

/** Requests time out soon while failures are injected, so a "timeout" fault is seen in seconds. */
function setDemoTimeout(choices: ScenarioChoice[]) {
  if (choices.some((c) => c.name === 'faults'))
    localStorage.setItem(DEMO_TIMEOUT_KEY, String(FAULT_TIMEOUT_MS))
  else localStorage.removeItem(DEMO_TIMEOUT_KEY)
}

/**
 * msw asks for a newer worker script without waiting for the answer; a failed check (the
 * server briefly away, a navigation cutting it short) is no error of the page: the worker
 * already running carries on.
 */
function ignoreWorkerUpdateFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    const message = String((event.reason as { message?: unknown } | null)?.message ?? '')
    if (message.startsWith('Failed to update a ServiceWorker')) event.preventDefault()
  })
}

/** Starts the demo backend in the browser. */
export async function startMockWorker() {
  ignoreWorkerUpdateFailures()
  const choices = prepareDb()
  greetEachSession(() => navigator.webdriver)
  setPushHooks(scenarioPushHooks(choices))
  const worker = setupWorker(...scenarioHandlers(choices), ...handlers)
  persistOnAnswer(saveDbSoon)
  // A backstop for answers not built with ok()/fail() (downloads, pushes).
  worker.events.on('response:mocked', saveDbSoon)
  window.addEventListener('pagehide', flushDb)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDb()
  })
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
