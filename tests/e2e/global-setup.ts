import { existsSync } from 'node:fs'
import { preview, type PreviewServer } from 'vite'
import {
  BASE,
  chromiumPath,
  DEMO_STATIC_DIST,
  E2E_DIST as DIST,
  E2E_PORT,
  E2E_SERVER,
} from './browser'

let server: PreviewServer | undefined

/**
 * Serves the production build (dist) at /public with the demo server answering /ceres, as
 * `vite preview` does for anyone (vite.config.ts mounts it): the journeys test what users get.
 */
export async function setup() {
  // Fail, never skip: a missing browser or build is a broken environment, not a pass.
  const browser = chromiumPath()
  if (!existsSync(browser)) {
    throw new Error(
      `Chromium not found at ${browser}. Install Debian's (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    )
  }
  console.log(`e2e: the journeys drive ${browser}`)
  if (!existsSync(`${DEMO_STATIC_DIST}/mockServiceWorker.js`)) {
    throw new Error(`${DEMO_STATIC_DIST} is missing: run \`npm run build:demo-static\` first.`)
  }
  if (E2E_SERVER) {
    const answered = await fetch(`${BASE}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (!answered) throw new Error(`E2E_SERVER: nothing answers at ${BASE}/`)
    return
  }
  if (!existsSync(`${DIST}/index.html`)) {
    throw new Error(`${DIST} is missing: run \`vite build\` first (npm run test:e2e does).`)
  }
  if (existsSync(`${DIST}/mockServiceWorker.js`)) {
    throw new Error(
      `${DIST} runs the demo backend in the page: the journeys need a production build.`,
    )
  }
  server = await preview({
    build: { outDir: DIST },
    preview: { port: E2E_PORT, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  })
}

export async function teardown() {
  await server?.close()
}
