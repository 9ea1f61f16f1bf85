// The size budgets of issue 5, checked from a production build (deterministic, so CI can fail
// on them): gzipped JS a page needs before it shows, each screen group's own chunk, heavy
// libraries kept out of the first loads, and no mock or demo-only code in production.
// Usage: node scripts/check-budgets.mjs [outDir]   (builds first; exits 1 when over budget)
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const KB = 1000 // kB as Vite prints them
// shellAndHome: 390 until the pages' code loaded ahead of them (preloadable, the router's
// loaders): +0.9 kB for a home page usable in 0.55 s instead of 1.04 s.
const BUDGETS = { login: 200 * KB, shellAndHome: 391 * KB, screenGroup: 60 * KB }
/** Libraries only the pages that use them may load (charts, spreadsheet export). */
const HEAVY = /node_modules\/(echarts|zrender|xlsx|exceljs|write-excel-file|@e965)\//
const MOCK = /node_modules\/(msw|@mswjs)\/|\/demo-server\//
/** Demo-only code outside demo-server: the SMS code the demo shows (src/lib/announce-sms-sent.ts). */
const DEMO_ONLY = ['demoCode', '演示环境不发送真实短信']

const outDir = process.argv[2] ?? 'dist-budgets'
const root = process.cwd()
const chunks = new Map()

await build({
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'collect-chunks',
      generateBundle(_, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue
          chunks.set(item.fileName, {
            file: item.fileName,
            facade: item.facadeModuleId ? relative(root, item.facadeModuleId) : undefined,
            isEntry: item.isEntry,
            imports: item.imports,
            modules: Object.keys(item.modules),
            gzip: gzipSync(item.code).length,
            demoOnly: DEMO_ONLY.filter((marker) => item.code.includes(marker)),
          })
        }
      },
    },
  ],
})

const byFacade = (src) => [...chunks.values()].find((c) => c.facade === src)
const entry = [...chunks.values()].find((c) => c.isEntry)

function closure(roots) {
  const seen = new Set()
  const walk = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    chunks.get(file).imports.forEach(walk)
  }
  roots.forEach((chunk) => walk(chunk.file))
  return [...seen].map((file) => chunks.get(file))
}

const sum = (list) => list.reduce((total, c) => total + c.gzip, 0)
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`
const failures = []
const rows = []

function check(name, bytes, limit) {
  const ok = bytes <= limit
  rows.push({ budget: name, gzip: kb(bytes), limit: kb(limit), result: ok ? 'ok' : 'OVER' })
  if (!ok) failures.push(`${name}: ${kb(bytes)} > ${kb(limit)}`)
}

function required(src) {
  const chunk = byFacade(src)
  if (!chunk) throw new Error(`no chunk built for ${src}: was it renamed or no longer lazy?`)
  return chunk
}

// The page registry names the lazy page of each menu url; 首页 may not be built yet.
const registry = readFileSync('src/app/page-registry.ts', 'utf8')
const lazyPages = [
  ...registry.matchAll(/'?([\w/-]+)'?:\s*preloadable\(\s*\(\) => import\('@\/([^']+)'\)/g),
].map(([, url, path]) => ({
  url,
  src: ['.tsx', '.ts'].map((ext) => `src/${path}${ext}`).find(existsSync),
}))
// Screen groups whose pages share one entry module: groupPages(() => import('@/…')).
const groupEntries = [...registry.matchAll(/groupPages\(\(\) => import\('@\/([^']+)'\)\)/g)].map(
  ([, path]) => ({
    url: path.replace(/^features\//, ''),
    src: ['.tsx', '.ts'].map((ext) => `src/${path}${ext}`).find(existsSync),
  }),
)
lazyPages.push(...groupEntries)
// 首页 loads its entry and every card's code together (preloadHomeCards).
const home = 'src/app/home-page-entry.tsx'
const homeCards = [
  ...readFileSync('src/app/home-modules.ts', 'utf8').matchAll(/import\('@\/([^']+)'\)/g),
].map(([, path]) => ['.tsx', '.ts'].map((ext) => `src/${path}${ext}`).find(existsSync))

const login = closure([entry, required('src/features/auth/pages/login-page.tsx')])
const shell = closure([entry, required('src/app/protected-area.tsx'), required(home)])
// What the cards add on top (they load beside the home page's own code, not after it).
const cardsOnly = closure(homeCards.map(required)).filter((c) => !shell.includes(c))
check('login page, initial JS', sum(login), BUDGETS.login)
check(`shell + home (${relative('src', home)})`, sum(shell), BUDGETS.shellAndHome)
check('home cards, beside the home page', sum(cardsOnly), BUDGETS.screenGroup)
for (const page of lazyPages)
  check(`screen chunk ${page.url}`, required(page.src).gzip, BUDGETS.screenGroup)

for (const [name, list] of [
  ['login', login],
  ['shell + home', shell],
]) {
  const heavy = list.flatMap((c) => c.modules.filter((m) => HEAVY.test(m)))
  if (heavy.length) failures.push(`${name} loads a heavy library: ${heavy[0]}`)
}
const mockModules = [...chunks.values()].flatMap((c) => c.modules.filter((m) => MOCK.test(m)))
if (mockModules.length) failures.push(`mock code in production: ${mockModules[0]}`)
if (existsSync(join(outDir, 'mockServiceWorker.js')))
  failures.push('mock code in production: mockServiceWorker.js')
rows.push({
  budget: 'mock code in production',
  gzip: `${mockModules.length} modules`,
  limit: '0',
  result: mockModules.length ? 'OVER' : 'ok',
})
const demoOnly = [...chunks.values()].filter((c) => c.demoOnly.length)
for (const chunk of demoOnly)
  failures.push(`demo-only code in production: ${chunk.demoOnly.join(', ')} in ${chunk.file}`)
rows.push({
  budget: 'demo-only code (the SMS code shown)',
  gzip: `${demoOnly.length} chunks`,
  limit: '0',
  result: demoOnly.length ? 'OVER' : 'ok',
})

console.table(rows)
if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('All size budgets met.')
