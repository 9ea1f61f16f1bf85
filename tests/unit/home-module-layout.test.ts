import { describe, expect, test } from 'vitest'
import type { HomeModule } from '@/components/home-card'
import { moved, placeModules, toSettings } from '@/features/home/module-layout'

const Card = () => null
const modules: HomeModule[] = ['notices', 'todo', 'calendar', 'overview'].map((key) => ({
  key,
  title: key,
  Card,
}))
const keys = (list: ReturnType<typeof placeModules>) =>
  list.map((p) => `${p.module.key}${p.visible ? '' : '(hidden)'}`)

describe('placeModules', () => {
  test('nothing saved: every module, visible, in the default order', () => {
    expect(keys(placeModules(modules, undefined))).toEqual([
      'notices',
      'todo',
      'calendar',
      'overview',
    ])
    expect(keys(placeModules(modules, []))).toEqual(['notices', 'todo', 'calendar', 'overview'])
  })

  test('saved order and visibility; unknown keys dropped; missing ones appended visible', () => {
    const saved = [
      { key: 'calendar', visible: true },
      { key: 'retired', visible: true },
      { key: 'notices', visible: false },
      { key: 'calendar', visible: false }, // a repeat: the first wins
    ]
    expect(keys(placeModules(modules, saved))).toEqual([
      'calendar',
      'notices(hidden)',
      'todo',
      'overview',
    ])
  })

  test('toSettings gives back what placeModules reads', () => {
    const placed = placeModules(modules, [{ key: 'overview', visible: false }])
    expect(placeModules(modules, toSettings(placed))).toEqual(placed)
  })
})

describe('moved', () => {
  test('moves within the list and ignores moves past its ends', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c'])
  })
})
