import { spawn } from 'node:child_process'
import { preview } from 'vite'

/** The builds the benchmark serves, each on its own port under /public/. */
export const TARGETS = {
  prod: { dist: 'dist-bench', port: 4190, what: 'production build' },
  ref: { dist: 'dist-bench-ref', port: 4191, what: 'bare reference' },
  mock: { dist: 'dist-bench-mock', port: 4192, what: 'mock build' },
  refShell: { dist: 'dist-bench-ref-shell', port: 4193, what: 'bare reference shell' },
  /** `npm run dev` and `vite preview` of the production build, one at a time. */
  devServers: { port: 4194, what: 'dev and preview servers with the demo server' },
}

const VITE = 'node_modules/vite/bin/vite.js'

function viteBuild(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, 'build', '--logLevel', 'warn', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGTERM'), 300_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`vite build ${args.join(' ')} failed (${code}):\n${output}`))
    })
  })
}

/** Production (no demo backend), the mock build after login, and the two references. */
export async function buildAll() {
  const { prod, mock } = TARGETS
  await viteBuild(['--outDir', prod.dist, '--manifest'], { VITE_USE_MOCK: 'false' })
  await viteBuild(['--outDir', mock.dist, '--manifest'], {
    VITE_USE_MOCK: 'true',
    VITE_DEMO: 'true',
  })
  await viteBuild(['--config', 'bench/reference/vite.config.ts'], {})
  await viteBuild(['--config', 'bench/reference-shell/vite.config.ts'], {})
}

const VERIFY_CODE_IMAGE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#fbeff0"/><text x="14" y="30" font-size="26" font-family="monospace" font-weight="bold" fill="#8a1c24">BNCH</text></svg>',
).toString('base64')}`

const CANNED = {
  '/isNotLogin/getVerifyCode': { imageId: 'BENCH', image: VERIFY_CODE_IMAGE },
  '/isNotLogin/getSysEnv': { VALUEE: 'prod' },
}

/**
 * What the login page asks a server for, answered by the preview server itself: the page
 * sees a real network, as with a backend (an interception in the browser would slow every
 * request of ours and none of the reference's).
 */
export function cannedLoginApi(unexpected) {
  return {
    name: 'bench-canned-login-api',
    configurePreviewServer(server) {
      server.middlewares.use('/ceres/api', (req, res) => {
        const path = (req.url ?? '').split('?')[0]
        const data = CANNED[path]
        if (!data) unexpected.add(`${req.method} /ceres/api${path}`)
        res.statusCode = data ? 200 : 404
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.end(
          JSON.stringify(
            data
              ? { status: 'success', data, msg: '' }
              : { status: 'fail', data: null, msg: 'not answered in the benchmark' },
          ),
        )
      })
    },
  }
}

/** Serves a build with vite preview (gzip on, as a production server would) at /public/. */
export async function serve({ dist, port }, plugins = []) {
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    base: '/public/',
    logLevel: 'warn',
    plugins,
    build: { outDir: dist },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  })
  return { url: `http://127.0.0.1:${port}/public`, close: () => server.close() }
}
