import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { buildMenuTree, type MenuNode, pageMenus } from '@/lib/menu-tree'
import type { Menu } from '@contract/api'

/*
 * buildMenuTree on hostile lists (portal-spec §3; the module's contract): parent cycles,
 * self-parents, orphans, repeated ids, id 0, and 10,000 menus. It must end, never throw,
 * and give exactly the menus an independent walk up the parent chain says it should.
 * tests/unit/menu-tree.test.ts has the examples and small random lists.
 */

const menu = (menuId: number, parMenuId: number, menuLevel = 0, name = `M${menuId}`): Menu => ({
  menuId,
  parMenuId,
  menuLevel,
  menuName: name,
  menuUrl: `p/${menuId}`,
  menuSrc: '1',
  ifAuth: 1,
  newFlag: '0',
})

function* walk(nodes: readonly MenuNode[]): Generator<MenuNode> {
  for (const node of nodes) {
    yield node
    yield* walk(node.children)
  }
}

/**
 * What the module documents, computed another way: the first menu of each id (0 excluded) is
 * in the tree when following parents from it reaches 0 within three levels; a cycle or a
 * missing parent never does.
 */
function expectedDepths(menus: readonly Menu[]): Map<number, number> {
  const first = new Map<number, Menu>()
  for (const m of menus) if (m.menuId !== 0 && !first.has(m.menuId)) first.set(m.menuId, m)
  const depths = new Map<number, number>()
  for (const m of first.values()) {
    let depth = 1
    let at: Menu | undefined = m
    while (at && at.parMenuId !== 0 && depth <= 3) {
      at = first.get(at.parMenuId)
      depth += 1
    }
    if (at && at.parMenuId === 0 && depth <= 3) depths.set(m.menuId, depth)
  }
  return depths
}

function expectWellBuilt(menus: readonly Menu[], tree: readonly MenuNode[]) {
  const nodes = [...walk(tree)]
  const ids = nodes.map((n) => n.menuId)
  expect(new Set(ids).size).toBe(ids.length)
  const expected = expectedDepths(menus)
  expect(new Map(nodes.map((n) => [n.menuId, n.depth]))).toEqual(expected)
  for (const group of tree) expect(group.parMenuId).toBe(0)
  for (const node of nodes) {
    for (const child of node.children) {
      expect(child.parMenuId).toBe(node.menuId)
      expect(child.depth).toBe(node.depth + 1)
      expect(child.chain).toBe(`${node.chain}/${child.menuName}`)
    }
  }
}

// Ids from a small range collide often: repeats, cycles and orphans come by themselves.
const idArb = fc.integer({ min: 0, max: 25 })
const menuArb = fc
  .record({ id: idArb, parent: idArb, level: fc.integer({ min: -2, max: 3 }) })
  .map(({ id, parent, level }) => menu(id, parent, level))

/** A ring of ids each the parent of the next, optionally hung under a real group. */
const cycleArb = fc
  .record({
    ids: fc.uniqueArray(fc.integer({ min: 100, max: 140 }), { minLength: 1, maxLength: 6 }),
    attachTo: fc.option(fc.integer({ min: 0, max: 25 }), { nil: undefined }),
  })
  .map(({ ids, attachTo }) => {
    const ring = ids.map((id, i) => menu(id, ids[(i + ids.length - 1) % ids.length] as number))
    // A way in from the tree does not break the ring: its members still have one parent each.
    return attachTo === undefined ? ring : [...ring, menu(ids[0] as number, attachTo)]
  })

const hostileListArb = fc
  .tuple(fc.array(menuArb, { maxLength: 60 }), fc.array(cycleArb, { maxLength: 3 }))
  .chain(([plain, cycles]) => fc.shuffledSubarray([...plain, ...cycles.flat()]))

describe('buildMenuTree on hostile lists', () => {
  test('cycles, self-parents, orphans, repeated ids and id 0: exactly the reachable menus, once', () => {
    fc.assert(
      fc.property(hostileListArb, (menus) => {
        expectWellBuilt(menus, buildMenuTree(menus))
      }),
      { numRuns: 300 },
    )
  })

  test('rings with no way in (a self-parent is a ring of one) give an empty tree', () => {
    const ringArb = fc
      .uniqueArray(fc.integer({ min: 100, max: 140 }), { minLength: 1, maxLength: 6 })
      .map((ids) => ids.map((id, i) => menu(id, ids[(i + ids.length - 1) % ids.length] as number)))
    fc.assert(
      fc.property(fc.array(ringArb, { minLength: 1, maxLength: 4 }), (rings) => {
        expect(buildMenuTree(rings.flat())).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  test('the input list is left as it was', () => {
    fc.assert(
      fc.property(hostileListArb, (menus) => {
        const copy = structuredClone(menus)
        buildMenuTree(menus)
        expect(menus).toEqual(copy)
      }),
      { numRuns: 100 },
    )
  })

  test('pageMenus lists each path once, all from the tree', () => {
    fc.assert(
      fc.property(hostileListArb, (menus) => {
        const tree = buildMenuTree(menus)
        const pages = pageMenus(tree)
        const paths = pages.map((p) => p.path)
        expect(new Set(paths).size).toBe(paths.length)
        const inTree = new Set(walk(tree))
        expect(pages.every((p) => inTree.has(p) && p.path !== '')).toBe(true)
      }),
      { numRuns: 100 },
    )
  })
})

describe('10,000 menus', () => {
  /** 10,000 menus: 20 groups, sections and pages under them, plus repeats, rings and orphans. */
  const bigListArb = fc
    .record({
      seedParents: fc.array(fc.integer({ min: 0, max: 9_999 }), {
        minLength: 10_000,
        maxLength: 10_000,
      }),
      levels: fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 10_000, maxLength: 10_000 }),
    })
    .map(({ seedParents, levels }) =>
      seedParents.map((p, i) => {
        const id = i + 1
        // The first 20 are groups; the rest point at anything: an earlier menu, a later one
        // (a ring when it comes back round), themselves, or nothing that exists.
        const parent = id <= 20 ? 0 : p % 7 === 0 ? id : p % 11 === 0 ? 50_000 + p : p
        return menu(id, parent, levels[i])
      }),
    )
    .chain((menus) => fc.shuffledSubarray(menus, { minLength: menus.length }))

  test('random parents (rings, self-parents, orphans): built, and exactly right', () => {
    fc.assert(
      fc.property(bigListArb, (menus) => {
        const tree = buildMenuTree(menus)
        expectWellBuilt(menus, tree)
        expect(tree).toHaveLength(20)
      }),
      { numRuns: 2 },
    )
  })

  test('one chain 10,000 deep and one ring of 10,000 end at three levels and nothing', () => {
    const chain = Array.from({ length: 10_000 }, (_, i) => menu(i + 1, i))
    expectWellBuilt(chain, buildMenuTree(chain))
    expect([...walk(buildMenuTree(chain))].map((n) => n.menuId)).toEqual([1, 2, 3])

    const ring = Array.from({ length: 10_000 }, (_, i) => menu(i + 1, i === 0 ? 10_000 : i))
    expect(buildMenuTree(ring)).toEqual([])
  })

  test('10,000 pages under one section, all kept and sorted by menuLevel', () => {
    const many = [
      menu(1, 0),
      menu(2, 1),
      ...Array.from({ length: 10_000 }, (_, i) => menu(i + 3, 2, (i * 7919) % 10_000)),
    ]
    const pages = buildMenuTree(many)[0]?.children[0]?.children ?? []
    expect(pages).toHaveLength(10_000)
    const levels = pages.map((p) => p.menuLevel)
    expect(levels).toEqual([...levels].sort((a, b) => a - b))
  })
})
