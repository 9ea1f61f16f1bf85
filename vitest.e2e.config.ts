import { defineConfig } from 'vitest/config'

/** Browser journeys: Debian Chromium via playwright-core against `vite preview` of dist-e2e. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
