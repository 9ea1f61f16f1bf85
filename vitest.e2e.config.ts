import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

/** Browser journeys: Debian Chromium via playwright-core against `vite preview` of dist (demo server mounted). */
export default defineConfig({
  // The journeys read the app's page lists (src/app/page-registry.ts), which use its aliases.
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/failure-shots.ts'],
    // A journey is a login and a few page loads: 20–45 s on an idle 2-core machine, up to 125 s
    // with that machine busy. CI's runner was slower still (7 journeys ran past a 60 s limit
    // there, each wait within its own limit): this limit is for a journey that hangs.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // Two files at a time against the one preview server: each journey has its own browser
    // context (cookies, and its own demo on the demo server), and a journey that changes deployed files serves its
    // own copy (tests/e2e/private-server.ts). On two cores this halves the wall time.
    fileParallelism: true,
    // A worker's files share its process, so they share its Chromium (tests/e2e/browser.ts's
    // `launch`): 46 launches become 2, and a file's set-up is no longer imported afresh.
    // Journeys still get contexts of their own; the helpers hold no state but the browser.
    isolate: false,
    maxWorkers: 2,
    // No second try (issue 21): a journey that fails once is a fault to find, not to retry.
    retry: 0,
    // expect.poll gives up after 1 s by default: a badge that drops after a to-do refresh, or an
    // address written after a debounced selection, can take longer than that on a busy runner.
    expect: { poll: { timeout: 15_000, interval: 200 } },
  },
})
