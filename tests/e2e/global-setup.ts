import { existsSync } from 'node:fs'
import { preview, type PreviewServer } from 'vite'
import { chromiumPath, E2E_DIST as DIST, E2E_PORT } from './browser'

let server: PreviewServer | undefined

/** Serves the mock-enabled production build (npm run build:mock) at /public for the journeys. */
export async function setup() {
  // Fail, never skip: a missing browser or build is a broken environment, not a pass.
  if (!existsSync(chromiumPath())) {
    throw new Error(
      `Chromium not found at ${chromiumPath()}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    )
  }
  if (!existsSync(`${DIST}/index.html`)) {
    throw new Error(`${DIST} is missing: run \`npm run build:mock\` first (npm run test:e2e does).`)
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
