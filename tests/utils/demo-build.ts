import { onTestFinished, vi } from 'vitest'

/**
 * For this test, code reads `import.meta.env` as in a demo build (`build:demo-static`, `npm run dev`):
 * the suites otherwise run as production does (VITE_DEMO and VITE_USE_MOCK false, vite.config.ts).
 */
export function asDemoBuild() {
  vi.stubEnv('VITE_USE_MOCK', 'true')
  vi.stubEnv('VITE_DEMO', 'true')
  onTestFinished(() => {
    vi.unstubAllEnvs()
  })
}
