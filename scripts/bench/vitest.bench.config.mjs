import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

const root = resolve(import.meta.dirname, '../..')

/** The micro benchmarks (tests/bench) in plain Node, without the component tests' jsdom set-up. */
export default defineConfig({
  root,
  resolve: {
    alias: {
      '@contract': resolve(root, 'contract'),
      '@demo-server': resolve(root, 'demo-server'),
      '@': resolve(root, 'src'),
    },
  },
  test: {
    environment: 'node',
    include: [],
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
  },
})
