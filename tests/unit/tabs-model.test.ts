import { describe, expect, test } from 'vitest'
import { afterClose, MAX_ALIVE, moveView, touchAlive, type VisitedView } from '@/stores/tabs-model'

const view = (key: string, extra: Partial<VisitedView> = {}): VisitedView => ({
  key,
  path: key,
  search: '',
  title: key,
  ...extra,
})
const home = view('/home-page', { affix: true })

describe('closing a tab', () => {
  test('closing the active tab goes to the last remaining tab', () => {
    const { views, goTo } = afterClose([home, view('/a'), view('/b')], '/b', '/b')
    expect(views.map((v) => v.key)).toEqual(['/home-page', '/a'])
    expect(goTo).toBe('/a')
  })

  test('closing another tab stays where the user is', () => {
    expect(afterClose([home, view('/a'), view('/b')], '/a', '/b').goTo).toBeUndefined()
  })

  test('an affix tab cannot be closed', () => {
    expect(afterClose([home, view('/a')], '/home-page', '/a').views).toHaveLength(2)
  })

  test('with nothing left it goes to /index', () => {
    expect(afterClose([view('/a')], '/a', '/a').goTo).toBe('/index')
  })

  test('the last remaining tab keeps its query', () => {
    const detail = view('/funds-query-detail?fundCode=F1', {
      path: '/funds-query-detail',
      search: '?fundCode=F1',
    })
    expect(afterClose([home, detail, view('/b')], '/b', '/b').goTo).toBe(
      '/funds-query-detail?fundCode=F1',
    )
  })
})

describe('kept-alive pages', () => {
  test('at most 20, least recently shown dropped first', () => {
    let alive: string[] = []
    for (let i = 0; i < MAX_ALIVE + 3; i += 1) alive = touchAlive(alive, `/p${i}`, false)
    expect(alive).toHaveLength(MAX_ALIVE)
    expect(alive[0]).toBe('/p3')
    alive = touchAlive(alive, '/p3', false)
    expect(alive[alive.length - 1]).toBe('/p3')
    expect(alive[0]).toBe('/p4')
  })

  test('a noCache page is never kept', () => {
    expect(touchAlive(['/a', '/b'], '/b', true)).toEqual(['/a'])
  })
})

describe('reordering', () => {
  test('a tab moves to another tab position', () => {
    const views = [home, view('/a'), view('/b'), view('/c')]
    expect(moveView(views, '/c', '/a').map((v) => v.key)).toEqual(['/home-page', '/c', '/a', '/b'])
  })

  test('the home tab neither moves nor is displaced', () => {
    const views = [home, view('/a')]
    expect(moveView(views, '/a', '/home-page')).toBe(views)
    expect(moveView(views, '/home-page', '/a')).toBe(views)
  })
})
