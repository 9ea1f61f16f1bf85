import { beforeAll } from 'vitest'

// What the app imports lazily: the shell and its routes, every screen group's pages, the home
// cards. Their own imports come with them.
const lazyEntries = import.meta.glob([
  '/src/app/*.tsx',
  '/src/features/**/*-pages.ts',
  '/src/features/**/pages/*.tsx',
  '/src/features/**/components/*-card.tsx',
])

let warmed: Promise<void> | undefined

/** One at a time, as the app would meet them: all at once, some evaluate in an order the app never does. */
async function importAll() {
  for (const load of Object.values(lazyEntries)) await load()
}

/**
 * A shared worker imports the app's lazy modules once, before its first file's tests (some
 * 10 s here): otherwise the first test of each file imported its pages inside its waits, and
 * on a loaded runner that alone has outlasted them (issue 21's first-test retries). The files
 * after the first find it all in the worker's module cache, so this costs a file nothing.
 */
beforeAll(() => (warmed ??= importAll()), 300_000)
