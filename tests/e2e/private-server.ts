import { cpSync, rmSync } from 'node:fs'
import { preview } from 'vite'
import { DEMO_STATIC_DIST, E2E_DIST, E2E_PORT } from './browser'

/**
 * A copy of the build on a port of its own, for a journey that changes the deployed files
 * (say, a newer version.json): the shared server keeps serving the other files' journeys,
 * which run alongside, exactly what was built.
 */
export async function servePrivateCopy(name: string, portOffset: number) {
  const dir = `${E2E_DIST}-${name}`
  rmSync(dir, { recursive: true, force: true })
  cpSync(E2E_DIST, dir, { recursive: true })
  const port = E2E_PORT + portOffset
  const server = await preview({
    build: { outDir: dir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  })
  return {
    dir,
    base: `http://127.0.0.1:${port}/public`,
    close: async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The static demo (build:demo-static) on a port of its own: its backend runs in the page, where
 * a journey can ask it for faults and the requests time out in 3 s (a production build waits 20
 * minutes for an answer, and a demo server cannot shorten that).
 */
export async function serveDemoStatic(portOffset: number) {
  const port = E2E_PORT + portOffset
  const server = await preview({
    build: { outDir: DEMO_STATIC_DIST },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  })
  return { base: `http://127.0.0.1:${port}/public`, close: () => server.close() }
}
