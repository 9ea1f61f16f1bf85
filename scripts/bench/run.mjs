// npm run bench: builds, then measures the login page, the logged-in shell and the menu code.
// A benchmark, not a test: targets are reported, never asserted.
// Options: --runs N (at least 5 for the record), --only login,sessions,servers,micro, --skip-build,
// --no-docs (print only).
import { parseArgs } from 'node:util'
import { runMicroBenchmarks } from './micro.mjs'
import { assertChromium, chromiumVersion, closeAllBrowsers } from './lib/browser.mjs'
import {
  demoBackendFiles,
  gzipTotal,
  initialJs,
  jsFilesLoaded,
  withStaticImports,
} from './lib/bundle.mjs'
import { describeMachine, loadAverage } from './lib/machine.mjs'
import { buildAll, cannedLoginApi, serve, TARGETS } from './lib/servers.mjs'
import { Samples } from './lib/stats.mjs'
import { printReport, writeMarkdown } from './report.mjs'
import { buildSections } from './results.mjs'
import { devOrPreviewSession } from './scenarios/dev-vs-preview.mjs'
import { loadLoginPage } from './scenarios/login-page.mjs'
import { referenceShellSession } from './scenarios/reference-shell.mjs'
import { manyMenusSession, seedSession } from './scenarios/sessions.mjs'

const DOCS = 'docs/performance.md'
/** The development set-up's figures (--only servers) are a report of their own. */
const DEV_DOCS = 'docs/performance-dev-server.md'
const LOGIN_PAGE_SOURCE = 'src/features/auth/pages/login-page.tsx'
const PARTS = ['login', 'sessions', 'servers', 'micro']

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string', default: PARTS.join(',') },
    'skip-build': { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
  },
})
const runs = Math.max(1, Number(options.runs) || 5)
const only = new Set(options.only.split(','))
const ran = {
  login: only.has('login'),
  sessions: only.has('sessions'),
  servers: only.has('servers'),
}

const servers = []
const failures = []
const samples = new Samples()
const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

async function cleanUp() {
  await closeAllBrowsers()
  await Promise.allSettled(servers.map((s) => s.close()))
}

process.on('SIGINT', () => {
  console.error('\nInterrupted: closing browsers and servers.')
  void cleanUp().finally(() => process.exit(130))
})

/** One step of a run; a failure is recorded and the run goes on with the next step. */
async function step(what, fn) {
  try {
    return await fn()
  } catch (error) {
    failures.push(`${what}: ${error.message.split('\n')[0]}`)
    console.error(`  ✗ ${what}: ${error.message}`)
    return undefined
  }
}

async function loginRun(run, urls) {
  const order = run % 2 === 0 ? ['ours', 'ref'] : ['ref', 'ours']
  for (const who of order) {
    const result = await step(`run ${run + 1}, login page (${who})`, () =>
      loadLoginPage(urls[who], `login page (${who})`),
    )
    if (!result) continue
    samples.add(`login.${who}.fcp`, result.fcp)
    samples.add(`login.${who}.password`, result.passwordShown)
    samples.add(`login.${who}.bytes`, result.bytes)
    samples.add(`login.${who}.requests`, result.requests)
    samples.add(`login.${who}.heap`, result.heap)
  }
}

function addRoutes(routes) {
  for (const [name, { cold, warm }] of Object.entries(routes)) {
    samples.add(`route.${name}.cold`, cold)
    samples.add(`route.${name}.warm`, warm)
  }
}

async function sessionsRun(run, mockUrl) {
  const { dist } = TARGETS.mock
  const demoOnly = demoBackendFiles(dist)
  const appJs = (urls) => new Set([...jsFilesLoaded(dist, urls)].filter((f) => !demoOnly.has(f)))
  const loginJs = new Set(initialJs(dist, [LOGIN_PAGE_SOURCE]).files)
  const seed = await step(`run ${run + 1}, seed session`, () =>
    seedSession(mockUrl, 'seed session'),
  )
  if (seed) {
    // The demo backend fetches some of the app's shared chunks early: what the app needs is
    // the login page's JS and the chunks fetched after 登录, with their static imports.
    const atLogin = appJs(seed.login.atLogin)
    const fetchedAfter = [...appJs(seed.login.atHome)].filter((f) => !atLogin.has(f))
    const needed = withStaticImports(dist, [...loginJs, ...fetchedAfter])
    samples.add('after.toPicker', seed.login.toPicker)
    samples.add('after.toHome', seed.login.toHome)
    samples.add(
      'after.jsAfter',
      gzipTotal(
        dist,
        [...needed].filter((f) => !loginJs.has(f)),
      ),
    )
    samples.add('after.jsHome', gzipTotal(dist, needed))
    samples.add('after.homeHeap', seed.homeHeap)
    addRoutes(seed.routes)
    samples.add('shell.ours.switch', seed.switches)
    samples.add('shell.ours.open', seed.opens)
    samples.add('shell.ours.key', seed.keys)
    samples.add('tabs.count', seed.tabs.tabs)
    samples.add('tabs.heap', seed.tabs.heap)
    samples.add('tabs.added', seed.tabs.heap - seed.homeHeap)
  }
  const many = await step(`run ${run + 1}, many-menus session`, () =>
    manyMenusSession(mockUrl, 'many-menus session'),
  )
  if (many) {
    samples.add('after.toHomeMany', many.login.toHome)
    addRoutes(many.routes)
    samples.add('shell.ours.switchMany', many.switches)
    samples.add('shell.ours.openMany', many.opens)
    samples.add('shell.ours.keyMany', many.keys)
    samples.add('filter.firstKey', many.firstKey)
    samples.add('filter.laterKeys', many.laterKeys)
    samples.add('filter.cleared', many.cleared)
  }
}

/** `npm run dev` (cold dependency cache) and `vite preview` of dist, each with the demo server. */
async function serversRun(run) {
  const order = run % 2 === 0 ? ['dev', 'preview'] : ['preview', 'dev']
  for (const kind of order) {
    const result = await step(`run ${run + 1}, ${kind} server`, () =>
      devOrPreviewSession(kind, { port: TARGETS.devServers.port, dist: TARGETS.prod.dist }),
    )
    if (!result) continue
    samples.add(`servers.${kind}.password`, result.toPassword)
    samples.add(`servers.${kind}.home`, result.loginToHome)
    samples.add(`servers.${kind}.changeRequests`, result.changeRequests)
    samples.add(`servers.${kind}.demoModules`, result.demoModules)
  }
}

/** The reference shell with about 100 menus and with 3,000 more, in the same run as ours. */
async function referenceShellRun(run, refShellUrl) {
  for (const [menus, suffix] of [
    [0, ''],
    [3000, 'Many'],
  ]) {
    const ref = await step(`run ${run + 1}, reference shell (${menus} extra menus)`, () =>
      referenceShellSession(refShellUrl, menus, `reference shell, ${menus} extra menus`),
    )
    if (!ref) continue
    samples.add(`shell.ref.switch${suffix}`, ref.switches)
    samples.add(`shell.ref.open${suffix}`, ref.opens)
    samples.add(`shell.ref.key${suffix}`, ref.keys)
  }
}

async function main() {
  if (runs < 5) console.warn(`Only ${runs} run(s): the record asks for at least 5.`)
  const loadStart = loadAverage()
  if (ran.login || ran.sessions || ran.servers) {
    assertChromium()
    if (!options['skip-build']) {
      console.log('Building the production, mock and reference builds…')
      await buildAll()
    }
    const unexpected = new Set()
    servers.push(await serve(TARGETS.prod, [cannedLoginApi(unexpected)]))
    servers.push(await serve(TARGETS.ref))
    servers.push(await serve(TARGETS.mock))
    servers.push(await serve(TARGETS.refShell))
    const [prod, ref, mock, refShell] = servers
    const urls = { ours: `${prod.url}/login`, ref: `${ref.url}/` }
    for (let run = 0; run < runs; run++) {
      console.log(`Run ${run + 1} of ${runs} (${elapsed()})`)
      if (ran.login) await loginRun(run, urls)
      if (ran.sessions) {
        // Alternated, so a busy spell of the machine does not fall on one side only.
        if (run % 2) await referenceShellRun(run, refShell.url)
        await sessionsRun(run, mock.url)
        if (run % 2 === 0) await referenceShellRun(run, refShell.url)
      }
    }
    if (unexpected.size)
      console.warn(`The login page also asked for: ${[...unexpected].join(', ')}`)
    for (let run = 0; ran.servers && run < runs; run++) {
      console.log(`Dev and preview servers, run ${run + 1} of ${runs} (${elapsed()})`)
      await serversRun(run)
    }
  }
  let micro
  if (only.has('micro')) {
    console.log(`Micro benchmarks (${elapsed()})`)
    micro = await step('micro benchmarks', runMicroBenchmarks)
  }
  const sizes = ran.login
    ? {
        oursLoginJs: initialJs(TARGETS.prod.dist, [LOGIN_PAGE_SOURCE]).bytes,
        refJs: initialJs(TARGETS.ref.dist).bytes,
      }
    : undefined
  const chromium = ran.login || ran.sessions || ran.servers ? await chromiumVersion() : 'not used'
  await cleanUp()

  const sections = buildSections({ samples, sizes, micro, ran })
  printReport({ sections, failures })
  if (!options['no-docs']) {
    const date = new Date().toISOString().replace('T', ' ').slice(0, 16)
    const docs = ran.servers && !ran.login && !ran.sessions ? DEV_DOCS : DOCS
    await writeMarkdown(docs, {
      sections,
      failures,
      machine: describeMachine(chromium),
      meta: {
        runs,
        date: `${date} UTC`,
        minutes: ((Date.now() - started) / 60_000).toFixed(1),
        loadStart,
        loadEnd: loadAverage(),
      },
    })
    console.log(`\nWritten to ${docs} (${elapsed()}).`)
  }
  if (failures.length) process.exitCode = 1
}

main().catch(async (error) => {
  console.error(error)
  await cleanUp()
  process.exit(1)
})
