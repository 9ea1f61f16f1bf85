import { resolve } from 'node:path'
import { runnerImport } from 'vite'

const root = resolve(import.meta.dirname, '..')

/**
 * Loads the demo backend (TypeScript, importing only itself and the contract) into this Node
 * process with Vite's module runner, and starts it. Used by `npm run demo-server` and by the
 * dev and preview servers (vite.config.ts); the tests load it through Vitest instead.
 */
export async function loadDemoServer(options) {
  const { module } = await runnerImport('/demo-server/server/demo-server.ts', {
    root,
    resolve: { alias: { '@contract': resolve(root, 'contract') } },
    logLevel: 'warn',
  })
  return module.createDemoServer({ dataFile: resolve(root, '.demo-data/db.json'), ...options })
}

/** What the demo server answers: /ceres, the customer-service stand-in, a demo reset. */
const forTheDemo = (url) =>
  url.startsWith('/ceres/') ||
  url.startsWith('/im-client/') ||
  /[?&]demo-(reset|scenario)/.test(url)

/**
 * Mounts the demo backend on a dev or preview server: /ceres over HTTP and the push channel's
 * upgrades. It loads in the background (a few seconds); a request for it that comes sooner
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
