// Gzipped JS a page needs: the entry chunk plus a lazy chunk, with all their static imports.
// Usage: node scripts/bundle-size.mjs [distDir] [chunkNamePrefix ...]
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? 'dist'
const wanted = process.argv.slice(3)
const assets = join(dist, 'assets')
const files = readdirSync(assets).filter((f) => f.endsWith('.js'))
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const entry = /<script type="module"[^>]*src="[^"]*\/assets\/([^"]+\.js)"/.exec(html)?.[1]
if (!entry) throw new Error('no entry script in index.html')

const staticImports = (file) => {
  const code = readFileSync(join(assets, file), 'utf8')
  const found = new Set()
  for (const m of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    found.add(m[1])
  return [...found]
}

export function closure(roots) {
  const seen = new Set()
  const walk = (f) => {
    if (seen.has(f)) return
    seen.add(f)
    staticImports(f).forEach(walk)
  }
  roots.forEach(walk)
  return seen
}

const gz = (f) => gzipSync(readFileSync(join(assets, f))).length
const kb = (n) => (n / 1024).toFixed(1)

const roots = [entry, ...wanted.map((w) => files.find((f) => f.startsWith(`${w}-`)) ?? w)]
const all = closure(roots)
let total = 0
for (const f of all) total += gz(f)
console.log(`${roots.join(' + ')}: ${all.size} files, ${kb(total)} KB gzip`)
for (const f of [...all].sort((a, b) => gz(b) - gz(a)))
  console.log(`  ${kb(gz(f)).padStart(7)}  ${f}`)
