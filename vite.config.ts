import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Connect, type Plugin } from 'vite'
import { configDefaults } from 'vitest/config'
import pkg from './package.json' with { type: 'json' }
import { mountDemoServer } from './demo-server/load.mjs'
import { SECURITY_HEADERS } from './security-headers.ts'

/** The msw worker script is only shipped in builds that run the demo backend. */
function dropMockWorkerWhenMockOff(useMock: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      if (!useMock) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * 在线客服 opens /im-client/sign?sign=… on the portal's host, where production has the firm's
 * customer-service system. The demo has none: `npm run dev` and `vite preview` of a demo build
 * (one that ships the msw worker) answer that address with a plain page saying so. Nothing goes
 * into the build, so production's address stays the firm's. The sign is not shown.
 */
function demoCustomerServiceWindow(useMock: boolean): Plugin {
  const page = resolve(import.meta.dirname, 'demo-server/im-client/customer-service-window.html')
  const answer = (headers: Record<string, string>) =>
    ((req, res, next) => {
      if (req.method !== 'GET' || !req.url?.startsWith('/im-client/sign')) return next()
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(readFileSync(page))
    }) satisfies Connect.NextHandleFunction
  return {
    name: 'demo-customer-service-window',
    configureServer(server) {
      if (useMock) server.middlewares.use(answer({}))
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      if (existsSync(resolve(outDir, 'mockServiceWorker.js'))) {
        server.middlewares.use(answer(SECURITY_HEADERS))
      }
    },
  }
}

/**
 * The demo backend as a server (demo-server/): `npm run dev` and `vite preview` answer /ceres
 * themselves, over HTTP and WebSocket, unless VITE_API_TARGET names a real backend or the bundle
 * runs its own in a service worker (VITE_USE_MOCK, build:demo-static). The browser then loads
 * none of its code, and every browser sees the same demo data (.demo-data/db.json).
 */
function demoBackend({
  useMock,
  apiTarget,
  mode,
}: {
  useMock: boolean
  apiTarget?: string
  mode: string
}): Plugin {
  // Vitest starts a Vite server too: its tests answer /ceres with msw in their own process.
  const off = useMock || Boolean(apiTarget) || mode === 'test'
  return {
    name: 'demo-backend',
    configureServer(server) {
      if (!off) void mountDemoServer(server, { greeting: true })
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const workerBuild = existsSync(resolve(outDir, 'mockServiceWorker.js'))
      if (!off && !workerBuild) void mountDemoServer(server, { greeting: true })
    },
  }
}

/**
 * The static demo (VITE_USE_MOCK: build:demo-static, or `npm run dev` with it) starts at
 * demo-static/main.ts, which starts the service-worker backend and then the app: src/ imports
 * nothing of the demo backend, and every other build's entry is src/main.tsx alone.
 */
function demoStaticEntry(useMock: boolean): Plugin {
  return {
    name: 'demo-static-entry',
    // Before Vite reads the page's scripts, so the build bundles this entry.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (useMock ? html.replace('/src/main.tsx', '/demo-static/main.ts') : html),
    },
  }
}

/** version.json beside the build: open tabs compare it with their own build to offer a reload. */
function versionFile(build: string): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      const source = JSON.stringify({ version: pkg.version, build })
      this.emitFile({ type: 'asset', fileName: 'version.json', source })
    },
  }
}

const TEST_DIRS = ['tests/unit', 'tests/component']
/** The app's unit and component tests run in jsdom with the app's set-up. */
const APP_TESTS = {
  // jsdom with a selector cache that fits antd's styles (see the file).
  environment: './tests/setup/jsdom-environment.ts',
  setupFiles: ['tests/setup/vitest-setup.ts'],
}
const TEST_FILES = TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`)

/** Test files that replace a module (vi.mock): they cannot share a module graph. */
function filesThatMockModules() {
  return TEST_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => join(dir, name))
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8'))),
  )
}

const BUILD_ID = `${pkg.version}-${Date.now().toString(36)}`

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  const useMock = env.VITE_USE_MOCK === 'true'
  const apiTarget = env.VITE_API_TARGET
  const isolatedTests = mode === 'test' ? filesThatMockModules() : []
  // The suites run in UTC, far from Beijing, so a date shown in the browser's own zone fails
  // them (docs/demo-backend.md "Dates and times are Beijing time"); the workers inherit the
  // zone from here, and tests/setup checks it.
  if (mode === 'test') process.env.TZ = 'UTC'
  return {
    base: '/public/',
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_ID__: JSON.stringify(BUILD_ID),
    },
    plugins: [
      react(),
      dropMockWorkerWhenMockOff(useMock),
      versionFile(BUILD_ID),
      demoCustomerServiceWindow(useMock),
      demoBackend({ useMock, apiTarget, mode }),
      demoStaticEntry(useMock),
    ],
    resolve: {
      alias: {
        '@contract': resolve(import.meta.dirname, 'contract'),
        '@demo-server': resolve(import.meta.dirname, 'demo-server'),
        '@': resolve(import.meta.dirname, 'src'),
      },
    },
    // The dependency scan starts at the app's page only: by default it crawls every HTML file
    // under the root, here also the bench's reference apps and any build output (dist-*), which
    // made a cold `npm run dev` scan some 3 s instead of 2.3 s.
    optimizeDeps: { entries: ['index.html'] },
    server: {
      port: 5173,
      // What 登录 opens (the shell and the home page), compiled while the login page is shown:
      // unbundled, it is some 200 modules that would otherwise be compiled one by one on request.
      warmup: { clientFiles: ['./src/app/protected-area.tsx', './src/app/home-page-entry.tsx'] },
      // Production's headers but the policy: React Fast Refresh injects an inline script.
      headers: Object.fromEntries(
        Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'Content-Security-Policy'),
      ),
      proxy: apiTarget
        ? { '/ceres': { target: apiTarget, changeOrigin: true, ws: true } }
        : undefined,
    },
    // Production's headers (docs/deployment.md's nginx block serves the same), so e2e runs under them.
    preview: { port: 4173, headers: { ...SECURITY_HEADERS } },
    test: {
      testTimeout: 15000,
      // Every core: vitest leaves one free by default, which on a 2-core CI machine means one
      // worker; two cut the unit stage by about a third.
      maxWorkers: availableParallelism(),
      // NODE_ENV 'test' makes rc-component's useId answer 'test-id' for every element, so two
      // antd widgets on one page share an id and a dialog's aria-labelledby names the wrong one.
      env: { VITE_USE_MOCK: 'false', VITE_DEMO: 'false', NODE_ENV: 'development', TZ: 'UTC' },
      // No second try (issue 21): a test that fails once is a fault to find, in the test or the app.
      retry: 0,
      // A fresh module graph per file cost more than the tests themselves (the setup imports
      // the whole demo backend and every store, about 1.5 s a file): files share their worker's
      // modules, and the setup resets the database, stores, storage and cookies after each
      // test. Files that replace a module with vi.mock keep a graph of their own.
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            ...APP_TESTS,
            // Its workers import the app's lazy modules before the first file (see the file).
            setupFiles: [...APP_TESTS.setupFiles, 'tests/setup/warm-pages.ts'],
            include: TEST_FILES,
            isolate: false,
            exclude: [...configDefaults.exclude, ...isolatedTests],
          },
        },
        {
          extends: true,
          test: {
            name: 'isolated',
            ...APP_TESTS,
            include: isolatedTests,
            // Each file imports the app afresh and its first test pays for it: tabs.test's first
            // took 18 s beside an e2e run (the 15 s default is for a test, not an import).
            testTimeout: 60_000,
          },
        },
        // The demo backend's own tests, in Node as a server runs: no DOM, no browser storage.
        {
          extends: true,
          test: {
            name: 'demo-server',
            environment: 'node',
            setupFiles: ['demo-server/tests/setup.ts'],
            include: ['demo-server/tests/**/*.test.ts'],
            isolate: false,
          },
        },
      ],
    },
  }
})
