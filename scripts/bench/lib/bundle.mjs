// JS sizes read from a build's output and its Vite manifest (build.manifest): no browser noise.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BASE = '/public/'
const MOCK_ENTRY = 'demo-server/browser.ts'

export const readManifest = (dist) =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

const gzipped = new Map()
export function gzipSize(dist, file) {
  const path = join(dist, file)
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(path)).length)
  return gzipped.get(path)
}

/** Manifest keys reachable from `roots` by static imports (and dynamic ones if asked). */
function reachable(manifest, roots, { dynamic = false, avoid = new Set() } = {}) {
  const seen = new Set()
  const walk = (key) => {
    if (seen.has(key) || avoid.has(key) || !manifest[key]) return
    seen.add(key)
    const chunk = manifest[key]
    for (const next of chunk.imports ?? []) walk(next)
    if (dynamic) for (const next of chunk.dynamicImports ?? []) walk(next)
  }
  roots.forEach(walk)
  return seen
}

const entryKey = (manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!key) throw new Error('no entry chunk in the Vite manifest')
  return key
}

const jsFilesOf = (manifest, keys) =>
  [...keys].map((k) => manifest[k].file).filter((file) => file.endsWith('.js'))

/**
 * Gzipped JS the browser needs before a page can render: the entry chunk and `sources` (lazy
 * modules such as the login page), each with everything they import statically.
 */
export function initialJs(dist, sources = []) {
  const manifest = readManifest(dist)
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of ${dist}`)
  }
  const files = jsFilesOf(manifest, reachable(manifest, [entryKey(manifest), ...sources]))
  return { bytes: files.reduce((sum, f) => sum + gzipSize(dist, f), 0), files }
}

/** `files` with everything they import statically: all a page needs once they have run. */
export function withStaticImports(dist, files) {
  const manifest = readManifest(dist)
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const roots = [...files].map((file) => keyOf.get(file)).filter(Boolean)
  return new Set(jsFilesOf(manifest, reachable(manifest, roots)))
}

/**
 * Chunks only the demo backend (msw and its database) brings: reachable from the mock entry
 * but not from the app without it. A mock build's JS figures leave them out.
 */
export function demoBackendFiles(dist) {
  const manifest = readManifest(dist)
  if (!manifest[MOCK_ENTRY]) return new Set()
  const app = reachable(manifest, [entryKey(manifest)], {
    dynamic: true,
    avoid: new Set([MOCK_ENTRY]),
  })
  const mock = reachable(manifest, [MOCK_ENTRY], { dynamic: true })
  return new Set(
    jsFilesOf(
      manifest,
      [...mock].filter((k) => !app.has(k)),
    ),
  )
}

/** The build's JS files among loaded URLs (resource timing names), as paths inside dist. */
export function jsFilesLoaded(dist, urls) {
  const files = new Set()
  for (const url of urls) {
    const { pathname } = new URL(url)
    if (!pathname.startsWith(BASE) || !pathname.endsWith('.js')) continue
    const file = pathname.slice(BASE.length)
    if (file.startsWith('assets/') && existsSync(join(dist, file))) files.add(file)
  }
  return files
}

export const gzipTotal = (dist, files) => [...files].reduce((s, f) => s + gzipSize(dist, f), 0)
