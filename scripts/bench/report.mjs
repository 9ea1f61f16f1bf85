import { writeFile } from 'node:fs/promises'
import * as prettier from 'prettier'
import { ROUTE_PAGES, TAB_PATHS, WARM_OPENS } from './config.mjs'
import { formatBare, formatRatio, formatValue, markdownTable, textTable } from './lib/format.mjs'
import { ratioOf, targetsOf } from './results.mjs'

const HEADER = ['Figure', 'Median', 'Min – max', 'Samples', 'Reference', 'Ratio', 'Target']
const ALIGN = ['l', 'r', 'r', 'r', 'r', 'r', 'l']

const verdict = (row) => {
  if (!row.target) return ''
  if (!Number.isFinite(row.value.median)) return `${row.target.text}: no data`
  return `${row.target.text}: ${row.target.met ? 'met' : 'NOT met'}`
}

function cells(row) {
  const { value, unit, ref } = row
  const spread =
    value.min === value.max
      ? '—'
      : `${formatBare(value.min, unit)} – ${formatValue(value.max, unit)}`
  return [
    row.name,
    formatValue(value.median, unit),
    spread,
    value.fromBuild ? 'build' : String(value.count ?? value.samples.length),
    ref ? formatValue(ref.median, unit) : '',
    ref ? formatRatio(ratioOf(row)) : '',
    verdict(row),
  ]
}

/** Leaves out the reference, ratio and target columns where no row of the section has one. */
function columns(section) {
  const withRef = section.rows.some((r) => r.ref)
  const withTarget = section.rows.some((r) => r.target)
  const keep = HEADER.map((_, i) => (withRef || (i !== 4 && i !== 5)) && (withTarget || i !== 6))
  const pick = (list) => list.filter((_, i) => keep[i])
  return { header: pick(HEADER), align: pick(ALIGN), rows: section.rows.map((r) => pick(cells(r))) }
}

export function printReport({ sections, failures }) {
  for (const section of sections) {
    const { header, rows } = columns(section)
    console.log(`\n${section.title}\n${textTable(header, rows)}`)
  }
  const targets = targetsOf(sections)
  if (targets.length) {
    console.log('\nTargets (reported, not asserted)')
    for (const t of targets) {
      const mark = { yes: '✓', no: '✗' }[t.met] ?? '?'
      console.log(`  ${mark} ${t.name}: ${t.figure}, target ${t.target} (${t.met})`)
    }
  }
  if (failures.length)
    console.log(`\n${failures.length} failed step(s):\n  ${failures.join('\n  ')}`)
}

const METHOD = [
  '**Cold loads**: every run starts Chromium with a new, empty profile (no HTTP cache, storage or service worker). Runs are interleaved: each run loads our login page and the reference in turn (alternating which goes first), then the logged-in sessions.',
  '**Login page figures** come from the production build (`vite build`, no demo backend) served by `vite preview` with gzip. The preview server answers the two calls the page makes (`getVerifyCode`, `getSysEnv`) with canned JSON, as a backend would. The mock build is not used here: its first load waits for the demo backend’s service worker to start.',
  '**The reference** (`bench/reference`) is a bare Vite + antd 6 login screen: ConfigProvider (zh_CN, the theme colour) and a Form with 用户名, 密码 and 登录, nothing else. Our figures are also given as a ratio to it, which holds better than milliseconds on a busy machine.',
  '**Our first contentful paint** is the loading indicator shown while the login page’s chunk arrives; the reference paints nothing before its form. **Password field visible** is when the form can be used.',
  '**Timings are taken in the page**: from the triggering event’s timestamp (click, keydown) or navigation start, until the awaited element is in the DOM and visible, plus the next frame (requestAnimationFrame, then a message after it); first contentful paint from the Paint Timing API. Bytes and requests from the DevTools protocol (`encodedDataLength`: headers and compressed body), once the network has been quiet for 0.5 s. JS heap: `Runtime.getHeapUsage` after two `HeapProfiler.collectGarbage`.',
  '**Initial JS** is computed from the build’s manifest: the entry chunk and the login page chunk with all their static imports, gzipped (deterministic, one value). **JS loaded until home usable**: the login page’s JS plus the build’s JS files fetched after 登录 (Resource Timing) with their static imports, gzipped; chunks only the demo backend brings are left out, and so are shared chunks the demo backend fetched early unless the app imports them.',
  '**After login** uses the mock build (`VITE_USE_MOCK=true`; the msw service worker is the backend): manager logs in with the demo codes, 登录 → the organisation picker, 进入 → the home page usable (the 首页 tab shows and the home page has content, nothing loading). Heaps here include the demo backend (msw and its database run in the page).',
  `**Route switch**: a click on the page’s menu entry until its content is painted: the first open in the session, then ${WARM_OPENS} more after closing its tab each time (chunk cached, page mounted afresh). The pages are listed in \`scripts/bench/config.mjs\` (\`ROUTE_PAGES\`: path, menu entry, what shows when ready); table pages join that list when they exist, ready when \`.ant-table-row\` shows. Pages: ${ROUTE_PAGES.map((r) => r.name).join('; ')}.`,
  `**Tabs**: ${TAB_PATHS.length} menu pages opened one after another (router navigation, each waited for), then the heap after GC; the shell keeps at most 20 pages alive.`,
  '**全景菜单**: `?demo-scenario=many-menus:3000` (3,000 menus besides the portal’s own), the panel opened from the sidebar; each key is typed into the empty filter and then removed with Backspace, timed from keydown until the list below the toolbar changes and is painted. The first key of a session also analyses every name (pinyin).',
  '**Micro benchmarks**: `tests/bench/*.bench.ts` with `vitest bench` in Node (`scripts/bench/vitest.bench.config.mjs`), 5,000 menus (the portal’s plus the many-menus generator).',
  '**A busy machine** inflates every time (see the load average above); the ratios to the reference hold better than milliseconds. Re-run on a quiet machine for absolute figures.',
  '**Bundle budgets** are checked separately, from the build output, by `npm run check:budgets` (`scripts/check-budgets.mjs`).',
]

function samplesList(sections) {
  return sections
    .flatMap((section) => section.rows)
    .filter((row) => row.value.samples.length > 1 && row.value.min !== row.value.max)
    .map(
      (row) =>
        `- ${row.name}: ${row.value.samples.map((v) => formatBare(v, row.unit)).join(', ')}${
          row.ref
            ? `; reference: ${row.ref.samples.map((v) => formatBare(v, row.unit)).join(', ')}`
            : ''
        }`,
    )
}

export async function writeMarkdown(path, { sections, failures, machine, meta }) {
  const targets = targetsOf(sections)
  const parts = [
    '# Performance',
    `Generated by \`npm run bench\` (\`scripts/bench/run.mjs\`); do not edit by hand. Figures are medians of ${meta.runs} runs (min – max beside them); samples per figure are listed at the end.`,
    `Measured ${meta.date}, in ${meta.minutes} min.`,
    markdownTable(
      ['Machine', ''],
      [
        ['CPU', `${machine.cpu}, ${machine.cores} cores`],
        ['Memory', `${machine.memoryGiB} GiB`],
        ['OS', machine.os],
        ['Node', machine.node],
        ['Chromium', machine.chromium],
        ['Load average (1/5/15 min) at start, end', `${meta.loadStart}; ${meta.loadEnd}`],
      ],
      ['l', 'l'],
    ),
    '## Targets',
    'Reported, not asserted.',
    markdownTable(
      ['Figure', 'Measured', 'Target', 'Met'],
      targets.map((t) => [t.name, t.figure, t.target, t.met]),
      ['l', 'r', 'l', 'l'],
    ),
    ...sections.flatMap((section) => {
      const { header, align, rows } = columns(section)
      return [`## ${section.title}`, markdownTable(header, rows, align)]
    }),
    '## How it is measured',
    METHOD.map((line) => `- ${line}`).join('\n'),
    ...(failures.length
      ? ['## Failed steps', failures.map((f) => `- ${f.replaceAll('\n', ' ')}`).join('\n')]
      : []),
    '## Samples',
    samplesList(sections).join('\n'),
  ]
  const markdown = `${parts.join('\n\n')}\n`
  const options = (await prettier.resolveConfig(path)) ?? {}
  await writeFile(path, await prettier.format(markdown, { ...options, parser: 'markdown' }))
}
