import { describe, expect, test, vi } from 'vitest'
import { createVersionWatch, VERSION_CHECK_INTERVAL_MS } from '@/lib/version-watch'

const answer = (body: unknown, ok = true) =>
  vi.fn(async () => ({ ok, json: async () => body }) as unknown as Response)

describe('new version watch', () => {
  test('says once when the deployed build differs, and checks at most every 5 minutes', async () => {
    let now = 1_000_000
    const fetchImpl = answer({ version: '2.5.1', build: 'B2' })
    const onNewer = vi.fn()
    const check = createVersionWatch({
      currentBuild: 'B1',
      url: '/public/version.json',
      onNewer,
      fetchImpl,
      now: () => now,
    })
    await check()
    await check()
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(String((fetchImpl.mock.calls as unknown[][])[0]?.[0])).toMatch(
      /^\/public\/version\.json\?t=/,
    )
    expect(onNewer).toHaveBeenCalledWith('2.5.1')
    now += VERSION_CHECK_INTERVAL_MS
    await check()
    expect(onNewer).toHaveBeenCalledTimes(1)
  })

  test('the same build, a missing file or junk say nothing', async () => {
    let now = 0
    const onNewer = vi.fn()
    for (const fetchImpl of [
      answer({ build: 'B1' }),
      answer({}, false),
      answer('junk'),
      vi.fn(async () => Promise.reject(new Error('offline'))),
    ]) {
      now += VERSION_CHECK_INTERVAL_MS
      await createVersionWatch({
        currentBuild: 'B1',
        url: '/v.json',
        onNewer,
        fetchImpl: fetchImpl as typeof fetch,
        now: () => now,
      })()
    }
    expect(onNewer).not.toHaveBeenCalled()
  })
})
