import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import Module from 'node:module'
import { dirname } from 'node:path'
import { builtinEnvironments, type Environment } from 'vitest/runtime'

const ROOMY = 'CACHE_LIMIT = 20000,'

interface CompilableModule {
  filename: string
  paths: string[]
  loaded: boolean
  exports: unknown
  _compile(source: string, filename: string): void
}
interface ModuleInternals {
  new (id: string): CompilableModule
  _nodeModulePaths(from: string): string[]
}

/**
 * jsdom matches selectors with nwsapi, which keeps compiled selectors in an LRU of 1,000.
 * antd's CSS-in-JS injects more rules than that, and jsdom's getComputedStyle tries every rule
 * in the same order each time: past 1,000 the LRU has always just evicted the selector it needs
 * next, so every style is compiled from scratch (use-table-query.test: 49 s → 15 s of tests with
 * room for 20,000). This loads that same nwsapi with the larger room before jsdom requires it.
 */
function loadRoomyNwsapi() {
  const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'))
  const file = fromJsdom.resolve('nwsapi')
  if (fromJsdom.cache[file]) return
  const source = readFileSync(file, 'utf8')
  if (!source.includes('CACHE_LIMIT = 1000,'))
    throw new Error(
      `${file} no longer sets CACHE_LIMIT = 1000: check tests/setup/jsdom-environment.ts`,
    )
  const Internals = Module as unknown as ModuleInternals
  const module = new Internals(file)
  module.filename = file
  module.paths = Internals._nodeModulePaths(dirname(file))
  module._compile(source.replace('CACHE_LIMIT = 1000,', ROOMY), file)
  module.loaded = true
  fromJsdom.cache[file] = module as unknown as NodeJS.Module
}

/** Vitest's jsdom environment, with nwsapi's selector cache large enough for antd's styles. */
const jsdom = builtinEnvironments.jsdom
export default {
  ...jsdom,
  name: 'jsdom-roomy',
  setup(global, options) {
    loadRoomyNwsapi()
    return jsdom.setup(global, options)
  },
} satisfies Environment
