/*
 * Fails when the project's modules import each other in a circle, counting what
 * import/no-cycle skips: `import type`, `export … from` and `import('…')` types. Files and
 * path aliases come from tsconfig.json; packages in node_modules are left out.
 * Usage: node scripts/check-import-cycles.mjs
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// require, not import: Node would otherwise scan all of typescript.js for named exports (~1 s).
const ts = createRequire(import.meta.url)('typescript')

const root = process.cwd()
const configPath = path.join(root, 'tsconfig.json')
const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
const cache = ts.createModuleResolutionCache(root, (name) => name, options)

/** Each file's project files it imports, in any form. */
function importGraph() {
  const graph = new Map()
  for (const file of fileNames) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = new Set()
    for (const { fileName } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys, cache)
      if (resolvedModule && !resolvedModule.isExternalLibraryImport) {
        targets.add(path.resolve(resolvedModule.resolvedFileName))
      }
    }
    graph.set(path.resolve(file), targets)
  }
  return graph
}

/** Tarjan's strongly connected components with more than one file, or a file importing itself. */
function cycles(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let next = 0
  const visit = (file) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file), low.get(target)))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file).has(file)) found.push(component)
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

/** The shortest way from a component's first file back to itself, as the files it passes. */
function shortestLoop(graph, component) {
  const members = new Set(component)
  const start = component[0]
  const cameFrom = new Map()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const target of graph.get(file)) {
      if (!members.has(target)) continue
      if (target === start) {
        const loop = [file]
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]))
        return [...loop, start]
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file)
        queue.push(target)
      }
    }
  }
  return [start, start]
}

const graph = importGraph()
const found = cycles(graph)
if (found.length === 0) {
  console.log(`check-import-cycles: no cycles among ${graph.size} files`)
} else {
  const relative = (file) => path.relative(root, file)
  for (const component of found) {
    console.error(`Import cycle (${component.length} files in it):`)
    console.error(`  ${shortestLoop(graph, component).map(relative).join('\n    → ')}`)
  }
  console.error(`check-import-cycles: ${found.length} cycle(s), type-only imports included`)
  process.exitCode = 1
}
