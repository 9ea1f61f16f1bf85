import { describe, expect, test } from 'vitest'
import { useTodoStore } from '@/stores/todo-store'

const saved = () => JSON.parse(localStorage.getItem('todo-list') ?? 'null') as unknown

describe('todo store', () => {
  test('counts are kept under todo-list as { userId, counts }', () => {
    useTodoStore.getState().countsLoaded('U1001', { fundCreateNum: 120, T00009: 2 })
    expect(saved()).toEqual({ userId: 'U1001', counts: { fundCreateNum: 120, T00009: 2 } })
    expect(useTodoStore.getState().counts).toEqual({ fundCreateNum: 120, T00009: 2 })
  })

  test('after a reload the same user sees the saved counts at once', () => {
    localStorage.setItem('todo-list', JSON.stringify({ userId: 'U1001', counts: { T00034: 5 } }))
    useTodoStore.getState().userChanged('U1001')
    expect(useTodoStore.getState()).toMatchObject({ userId: 'U1001', counts: { T00034: 5 } })
  })

  test("another user's counts are discarded", () => {
    localStorage.setItem('todo-list', JSON.stringify({ userId: 'U1002', counts: { T00034: 5 } }))
    useTodoStore.getState().userChanged('U1001')
    expect(useTodoStore.getState()).toMatchObject({ userId: 'U1001', counts: {} })
  })

  test('switching user replaces the counts in memory', () => {
    useTodoStore.getState().countsLoaded('U1001', { fundCreateNum: 3 })
    useTodoStore.getState().userChanged('U1003')
    expect(useTodoStore.getState().counts).toEqual({})
  })

  test.each([
    ['corrupted JSON', '{"userId": "U1001", "counts": {'],
    ['a wrong shape', JSON.stringify(['U1001', 3])],
    ['a negative count', JSON.stringify({ userId: 'U1001', counts: { T00034: -1 } })],
    ['a count that is not a number', JSON.stringify({ userId: 'U1001', counts: { T00034: '5' } })],
  ])('%s is discarded, never fatal', (_name, raw) => {
    localStorage.setItem('todo-list', raw)
    useTodoStore.getState().userChanged('U1001')
    expect(useTodoStore.getState().counts).toEqual({})
    expect(localStorage.getItem('todo-list')).toBeNull()
  })

  test('counts that are not whole numbers ≥ 0 are left out', () => {
    useTodoStore.getState().countsLoaded('U1001', { a: 1, b: -1, c: 1.5, d: '2', e: null, f: 0 })
    expect(useTodoStore.getState().counts).toEqual({ a: 1, f: 0 })
  })
})
