import { describe, expect, test } from 'vitest'
import {
  buildGrantTree,
  changedPages,
  checkState,
  grantCounts,
  nodeGrant,
  pageGrantsOf,
  setChecked,
  setPageGrant,
} from '@/lib/permissions/grant-tree'
import { grantReader, grantsFromPages, unionMenus } from '@demo-server/db/menu-grants'
import { seedMenus } from '@demo-server/db/seed-menus'
import { seedRoles } from '@demo-server/db/seed-roles'
import type { Menu } from '@contract/api'
import type { GrantMenu } from '@contract/api/general-manage'

/** A small tree: 首页; group 1 (section 101: pages 10101, 10102; page 102); group 2 (page 201). */
const menu = (menuId: number, parMenuId: number, menuUrl = ''): Menu => ({
  menuId,
  parMenuId,
  menuUrl,
  menuName: `M${menuId}`,
  menuLevel: menuId % 100,
  menuSrc: '1',
  ifAuth: 1,
  newFlag: '0',
})
const MENUS = [
  menu(21, 0, 'home-page'),
  menu(1, 0),
  menu(101, 1),
  menu(10101, 101, 'a/one'),
  menu(10102, 101, 'a/two'),
  menu(102, 1, 'a/three'),
  menu(2, 0),
  menu(201, 2, 'b/one'),
]
const none = { hiddenMenuIds: [], lockedMenuIds: [] }
const shown = (menus: Menu[]) => menus.map((m) => `${m.menuId}:${m.ifAuth}`)

describe('the grant union', () => {
  test('reached if any role reaches it; locked if seen but reached by none', () => {
    const lockOne = { hiddenMenuIds: [], lockedMenuIds: [10101, 201] }
    const lockOther = { hiddenMenuIds: [], lockedMenuIds: [201] }
    expect(shown(unionMenus(MENUS, [lockOne, lockOther]))).toEqual([
      '21:1',
      '1:1',
      '101:1',
      '10101:1',
      '10102:1',
      '102:1',
      '2:1',
      '201:0',
    ])
  })

  test('hidden if no role sees it; a hidden parent hides its subtree; empty groups go', () => {
    const hideGroup = { hiddenMenuIds: [1, 201], lockedMenuIds: [] }
    const hidePage = { hiddenMenuIds: [201, 10102], lockedMenuIds: [102] }
    expect(shown(unionMenus(MENUS, [hideGroup]))).toEqual(['21:1'])
    // group 2 has no page left, so it goes; 102 is locked by the only role that sees it
    expect(shown(unionMenus(MENUS, [hideGroup, hidePage]))).toEqual([
      '21:1',
      '1:1',
      '101:1',
      '10101:1',
      '102:0',
    ])
  })

  test('no roles: only 首页', () => {
    expect(shown(unionMenus(MENUS, []))).toEqual(['21:1'])
  })

  test('a menu added later is reached by default, unless its group is hidden', () => {
    const added = [...MENUS, menu(202, 2, 'b/two'), menu(3, 0), menu(301, 3, 'c/one')]
    const role = { hiddenMenuIds: [2], lockedMenuIds: [] }
    expect(shown(unionMenus(added, [role])).slice(-2)).toEqual(['3:1', '301:1'])
    expect(shown(unionMenus(added, [role]))).not.toContain('202:1')
  })

  test("the seeded roles give the demo users' menus", () => {
    const [admin, business, operations] = seedRoles()
    const locked = (roles: (typeof admin)[]) =>
      unionMenus(
        seedMenus,
        roles.map((r) => r!.grants),
      ).filter((m) => m.ifAuth === 0)
    expect(locked([admin]).length).toBe(0)
    expect(
      locked([business])
        .map((m) => m.menuUrl)
        .sort(),
    ).toEqual([
      'custodian/transfer-authority',
      'general-manage/menu-perm-manage',
      'general-manage/role-management',
      'general-manage/user-manage',
      'product-manage/fund-liquidation',
    ])
    expect(locked([business, admin]).length).toBe(0)
    const ops = unionMenus(seedMenus, [operations!.grants])
    expect(ops.some((m) => m.menuId === 10 || m.menuId === 20 || m.parMenuId === 1001)).toBe(false)
    expect(ops.filter((m) => m.ifAuth === 0).map((m) => m.menuId)).toEqual([170101, 180101])
  })

  test('grants from page grants: a section or group all hidden is named by its id', () => {
    const grant = (id: number) =>
      ({ 10101: 'hidden', 10102: 'hidden', 102: 'locked', 201: 'hidden' })[id] ?? 'reach'
    const grants = grantsFromPages(MENUS, grant as never)
    expect(grants).toEqual({ hiddenMenuIds: [101, 2], lockedMenuIds: [102] })
    const read = grantReader(MENUS)(grants)
    expect(MENUS.map(read)).toEqual([
      'reach',
      'reach',
      'hidden',
      'hidden',
      'hidden',
      'locked',
      'hidden',
      'hidden',
    ])
    expect(grantsFromPages(MENUS, () => 'reach')).toEqual(none)
  })
})

describe('the tree check state', () => {
  const grantMenus: GrantMenu[] = MENUS.slice(1).map((m) => ({ ...m, grant: 'reach' }))
  const tree = buildGrantTree(grantMenus)
  const loaded = { ...pageGrantsOf(grantMenus), 10102: 'hidden', 201: 'locked' } as const
  const node = (key: number) => {
    const all = (ns: typeof tree): typeof tree => ns.flatMap((n) => [n, ...all(n.children)])
    return all(tree).find((n) => n.key === key)!
  }

  test('three levels in menuLevel order; pages only carry grants', () => {
    expect(tree.map((n) => n.key)).toEqual([1, 2])
    expect(node(1).children.map((n) => n.key)).toEqual([101, 102])
    expect(Object.keys(pageGrantsOf(grantMenus)).map(Number)).toEqual([102, 201, 10101, 10102])
  })

  test('checked when every page under is reached, half-checked when some are', () => {
    expect(checkState(tree, loaded)).toEqual({ checked: [10101, 102], halfChecked: [1, 101] })
    expect(nodeGrant(node(2), loaded)).toBe('locked')
    expect(nodeGrant(node(101), loaded)).toBe('mixed')
    expect(grantCounts(loaded)).toEqual({ reach: 2, locked: 1, hidden: 1 })
  })

  test('checking a group reaches all under it; unchecking restores hidden or locks', () => {
    const all = setChecked(node(1), loaded, true, loaded)
    expect(checkState(tree, all).checked).toEqual([1, 101, 10101, 10102, 102])
    expect(changedPages(loaded, all)).toEqual([10102])
    const off = setChecked(node(1), all, false, loaded)
    expect(off).toMatchObject({ 10101: 'locked', 10102: 'hidden', 102: 'locked' })
    expect(checkState(tree, off)).toEqual({ checked: [], halfChecked: [] })
    const hidden = setPageGrant(off, 10101, 'hidden')
    expect(nodeGrant(node(101), hidden)).toBe('hidden')
    expect(changedPages(loaded, hidden)).toEqual([102, 10101])
  })
})
