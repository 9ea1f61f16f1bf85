import { mkdirSync, writeFileSync } from 'node:fs'
import { beforeEach } from 'vitest'
import { launchedBrowsers } from './browser'

const DIR = 'test-results/e2e/failed'

/**
 * When a journey fails, every page it left open is photographed (and its address and ARIA
 * snapshot written beside the picture) into test-results/e2e/failed: a CI failure can be seen,
 * not guessed. The snapshot tells what a picture cannot: which menu is expanded, what is
 * hidden from the accessibility tree, what a dialog is named.
 */
beforeEach((context) => {
  context.onTestFailed(async () => {
    mkdirSync(DIR, { recursive: true })
    const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)
    const pages = [...launchedBrowsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()))
    await Promise.all(
      pages.map(async (page, i) => {
        const file = `${DIR}/${name}-${i}`
        const aria = await page
          .locator('body')
          .ariaSnapshot({ timeout: 5000 })
          .catch((error: unknown) => `(no ARIA snapshot: ${String(error)})`)
        writeFileSync(`${file}.txt`, `${page.url()}\n\n${aria}\n`)
        await page
          .screenshot({ path: `${file}.png`, fullPage: true, timeout: 5000 })
          .catch(() => {})
      }),
    )
  })
})
