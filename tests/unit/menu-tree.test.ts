import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { buildMenuTree, type MenuNode, pageMenus } from '@/lib/menu-tree'
import { seedMenus } from '@demo-server/db/seed-menus'
import type { Menu } from '@contract/api'

const menu = (menuId: number, parMenuId: number, menuLevel: number, over: Partial<Menu> = {}) =>
  ({
    menuId,
    parMenuId,
    menuLevel,
    menuName: `M${menuId}`,
    menuUrl: '',
    menuSrc: '1',
    ifAuth: 1,
    newFlag: '0',
    ...over,
  }) satisfies Menu

const ids = (nodes: readonly MenuNode[]) => nodes.map((n) => n.menuId)

function* walk(nodes: readonly MenuNode[]): Generator<MenuNode> {
  for (const node of nodes) {
    yield node
    yield* walk(node.children)
  }
}

const depthOf = (nodes: readonly MenuNode[]): number =>
  nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depthOf(n.children)))

describe('buildMenuTree', () => {
  test('groups are the parMenuId 0 menus, sorted by menuLevel', () => {
    const tree = buildMenuTree([menu(2, 0, 3), menu(1, 0, 1), menu(3, 0, 2), menu(11, 1, 1)])
    expect(ids(tree)).toEqual([1, 3, 2])
    expect(tree.map((n) => n.depth)).toEqual([1, 1, 1])
  })

  test('children are sorted by menuLevel', () => {
    const tree = buildMenuTree([menu(1, 0, 1), menu(12, 1, 2), menu(13, 1, 3), menu(11, 1, 1)])
    expect(ids(tree[0]!.children)).toEqual([11, 12, 13])
    expect(tree[0]!.children.every((c) => c.depth === 2)).toBe(true)
  })

  test('keeps three levels and drops a fourth', () => {
    const tree = buildMenuTree([menu(1, 0, 1), menu(2, 1, 1), menu(3, 2, 1), menu(4, 3, 1)])
    const page = tree[0]!.children[0]!.children[0]!
    expect(page.menuId).toBe(3)
    expect(page.depth).toBe(3)
    expect(page.children).toEqual([])
    expect([...walk(tree)].map((n) => n.menuId)).not.toContain(4)
  })

  test('drops menus whose parent is missing', () => {
    const tree = buildMenuTree([menu(1, 0, 1), menu(2, 1, 1), menu(5, 99, 1), menu(6, 5, 1)])
    expect([...walk(tree)].map((n) => n.menuId)).toEqual([1, 2])
  })

  test('a repeated menuId keeps its first occurrence', () => {
    const tree = buildMenuTree([
      menu(1, 0, 1, { menuName: '第一' }),
      menu(1, 0, 2, { menuName: '第二' }),
      menu(2, 0, 3),
    ])
    expect(ids(tree)).toEqual([1, 2])
    expect(tree[0]!.menuName).toBe('第一')
  })

  // 0 is the groups' parent id: a menu claiming it would contain every group again.
  test('a menu with menuId 0 is left out instead of repeating the groups beneath itself', () => {
    const nodes = [...walk(buildMenuTree([menu(0, 0, 1), menu(5, 0, 2)]))]
    expect(new Set(ids(nodes)).size).toBe(nodes.length)
  })

  test('chain and menuChainName name the path from the group down', () => {
    const tree = buildMenuTree([
      menu(1, 0, 1, { menuName: 'A' }),
      menu(2, 1, 1, { menuName: 'B' }),
      menu(3, 2, 1, { menuName: 'C', menuUrl: 'a/c' }),
    ])
    const page = tree[0]!.children[0]!.children[0]!
    expect(page.chain).toBe('A/B/C')
    expect(page.menuChainName).toBe('A/B/C')
    expect(tree[0]!.chain).toBe('A')
  })

  test('path is / + menuUrl with slashes trimmed, empty without a url', () => {
    const tree = buildMenuTree([
      menu(1, 0, 1),
      menu(2, 1, 1, { menuUrl: '/product-manage/fund-query/' }),
      menu(3, 1, 2, { menuUrl: 'custodian/bank-statement' }),
      menu(4, 1, 3, { menuUrl: '  ' }),
    ])
    expect(tree[0]!.path).toBe('')
    expect(tree[0]!.children.map((n) => n.path)).toEqual([
      '/product-manage/fund-query',
      '/custodian/bank-statement',
      '',
    ])
    expect(tree[0]!.children[0]!.menuUrl).toBe('product-manage/fund-query')
  })
})

describe('pageMenus', () => {
  test('lists pages in tree order; the first menu per path wins', () => {
    const tree = buildMenuTree([
      menu(2, 0, 2),
      menu(1, 0, 1, { menuUrl: 'home-page' }),
      menu(21, 2, 2, { menuUrl: 'x/b' }),
      menu(22, 2, 1, { menuUrl: 'x/a' }),
      menu(23, 2, 3, { menuUrl: '/x/a/' }),
    ])
    expect(pageMenus(tree).map((n) => [n.menuId, n.path])).toEqual([
      [1, '/home-page'],
      [22, '/x/a'],
      [21, '/x/b'],
    ])
  })
})

describe('buildMenuTree properties', () => {
  const menuArb = fc.record({
    menuId: fc.integer({ min: 1, max: 30 }),
    parMenuId: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })),
    menuLevel: fc.integer({ min: -3, max: 5 }),
    menuName: fc.string({ maxLength: 4 }),
    menuUrl: fc.constantFrom('', 'a', '/b/', 'c/d'),
  })
  const listArb = fc.array(
    menuArb.map((m) => menu(m.menuId, m.parMenuId, m.menuLevel, m)),
    { maxLength: 40 },
  )

  test('the tree is well formed for any flat list', () => {
    fc.assert(
      fc.property(listArb, (menus) => {
        const tree = buildMenuTree(menus)
        const firstById = new Map<number, Menu>()
        for (const m of menus) if (!firstById.has(m.menuId)) firstById.set(m.menuId, m)
        const nodes = [...walk(tree)]

        expect(tree.every((g) => g.parMenuId === 0)).toBe(true)
        expect(depthOf(tree)).toBeLessThanOrEqual(3)
        expect(new Set(ids(nodes)).size).toBe(nodes.length)
        for (const siblings of [tree, ...nodes.map((n) => n.children)]) {
          const levels = siblings.map((n) => n.menuLevel)
          expect(levels).toEqual([...levels].sort((a, b) => a - b))
        }
        for (const node of nodes) {
          expect(node.children.every((c) => c.parMenuId === node.menuId)).toBe(true)
          const source = firstById.get(node.menuId)
          expect(source).toBeDefined()
          expect(node.parMenuId).toBe(source!.parMenuId)
          expect(node.menuName).toBe(source!.menuName)
          expect(node.menuLevel).toBe(source!.menuLevel)
        }
      }),
    )
  })
})

describe('the seed menus', () => {
  const tree = buildMenuTree(seedMenus)

  test('build 12 groups with 首页 first', () => {
    expect(tree).toHaveLength(12)
    expect(tree[0]!.menuName).toBe('首页')
    expect(tree[0]!.path).toBe('/home-page')
  })

  test('综合管理 holds 100202 投资者用户管理', () => {
    const general = tree.find((g) => g.menuName === '综合管理')
    const page = [...walk(general?.children ?? [])].find((n) => n.menuId === 100202)
    expect(page?.menuUrl).toBe('general-manage/investor-user-manage')
    expect(page?.path).toBe('/general-manage/investor-user-manage')
    expect(page?.chain).toBe('综合管理/用户管理/投资者用户管理')
  })

  test('every seed menu is in the tree', () => {
    expect([...walk(tree)]).toHaveLength(seedMenus.length)
  })
})
