import { afterEach, describe, expect, test, vi } from 'vitest'
import { guardLeave, hasGuardedPages, leaveAfterAsking } from '@/lib/leave-guards'

/** A guard whose question is answered later by the test (`answers`). */
function guarded(key: string, alive = () => true) {
  const answers: Array<() => void> = []
  const ask = vi.fn((proceed: () => void) => void answers.push(proceed))
  guardLeave(key, { ask, alive })
  return { ask, answers }
}

afterEach(() => ['/a', '/b', '/c'].forEach((key) => guardLeave(key, undefined)))

describe('leave guards (tab close/refresh asks a page with unsaved edits)', () => {
  test('nothing guarded: the tab closes at once and the window unloads unasked', () => {
    const leave = vi.fn()
    leaveAfterAsking(['/a', '/b'], leave)
    expect(leave).toHaveBeenCalledTimes(1)
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(false)
  })

  test('关闭所有 asks each guarded page in turn; staying (no answer) closes nothing', () => {
    const a = guarded('/a')
    const c = guarded('/c')
    expect(hasGuardedPages()).toBe(true)
    const leave = vi.fn()
    leaveAfterAsking(['/a', '/b', '/c'], leave)
    expect(a.ask).toHaveBeenCalledTimes(1)
    expect(c.ask).not.toHaveBeenCalled()
    expect(leave).not.toHaveBeenCalled()
    // 离开 on the first page asks the next one; 离开 there too closes the tabs.
    a.answers[0]!()
    expect(c.ask).toHaveBeenCalledTimes(1)
    expect(leave).not.toHaveBeenCalled()
    c.answers[0]!()
    expect(leave).toHaveBeenCalledTimes(1)
    expect(hasGuardedPages()).toBe(false)
  })

  test('a guard left by a page now gone is dropped; a live one holds the window', () => {
    guarded('/a', () => false)
    const leave = vi.fn()
    leaveAfterAsking(['/a'], leave)
    expect(leave).toHaveBeenCalledTimes(1)
    guarded('/b')
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)
  })
})
