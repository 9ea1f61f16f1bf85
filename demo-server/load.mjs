import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'rolldown'

const root = resolve(import.meta.dirname, '..')
/**
 * Where the bundle is written and imported from, then removed. It sits one folder below
 * demo-server/ as server/demo-server.ts does, so the server's `new URL('../im-client/…',
 * import.meta.url)` finds the same file, and `node_modules` resolves as from the sources.
 */
const BUNDLE_DIR = resolve(root, 'demo-server/.build')

/**
 * The demo backend (TypeScript, importing only itself and the contract) bundled for Node with
 * rolldown (Vite's bundler) and imported natively: 0.2–0.5 s to bundle and 0.6 s to import, where
 * Vite's module runner took 3.4 s of the server's one thread, holding every page and script a
 * dev or preview server was asked for meanwhile. The packages with proper Node entry points stay
 * outside the bundle; the others (dayjs's extensionless plugins) go in.
 */
async function importDemoServer() {
  // A name of its own per load: Vite inlines this file into each config it loads, so a counter
  // here would start again at 1 in each, and two servers in one process would share a file.
  const file = resolve(BUNDLE_DIR, `demo-server.${randomUUID()}.mjs`)
  mkdirSync(BUNDLE_DIR, { recursive: true })
  await build({
    input: resolve(root, 'demo-server/server/demo-server.ts'),
    platform: 'node',
    external: [/^node:/, /^msw(\/|$)/, /^@mswjs\//, /^ws$/],
    resolve: { alias: { '@contract': resolve(root, 'contract') } },
    output: { file, format: 'esm' },
    logLevel: 'warn',
  })
  try {
    return await import(pathToFileURL(file).href)
  } finally {
    rmSync(file, { force: true })
  }
}

/**
 * Loads the demo backend into this Node process and starts it. Used by `npm run demo-server`
 * and by the dev and preview servers (vite.config.ts); the tests load it through Vitest instead.
 */
export async function loadDemoServer(options) {
  const module = await importDemoServer()
  return module.createDemoServer({ dataFile: resolve(root, '.demo-data/db.json'), ...options })
}

/** What the demo server answers: /ceres, the customer-service stand-in, a demo reset. */
const forTheDemo = (url) =>
  url.startsWith('/ceres/') ||
  url.startsWith('/im-client/') ||
  /[?&]demo-(reset|scenario)/.test(url)

/**
 * Mounts the demo backend on a dev or preview server: /ceres over HTTP and the push channel's
 * upgrades. It loads in the background (about a second); a request for it that comes sooner
 * waits, and the page and its code never do.
 */
export function mountDemoServer({ middlewares, httpServer }, options) {
  const loading = loadDemoServer(options)
  loading.catch((error) => console.error('演示后端启动失败：', error))
  middlewares.use((req, res, next) => {
    if (!forTheDemo(req.url ?? '')) return next()
    loading.then((demo) => demo.handle(req, res, next), next)
  })
  httpServer?.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/ceres/')) return
    loading.then(
      (demo) => demo.upgrade(req, socket, head) || socket.destroy(),
      () => socket.destroy(),
    )
  })
  return loading
}
