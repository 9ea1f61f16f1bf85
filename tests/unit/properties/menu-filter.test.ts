import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { filterMenuTree, matchText, type MatchRange } from '@/lib/menu-filter'
import { buildMenuTree, type MenuNode } from '@/lib/menu-tree'
import type { Menu } from '@contract/api'

/*
 * The 全景菜单 filter for any keyword and any names (whole Unicode, emoji, odd case mappings,
 * whitespace), on small trees and on 10,000 menus. tests/unit/menu-filter.test.ts has the
 * pinyin examples and properties over a Chinese alphabet.
 */

function* walk(nodes: readonly MenuNode[]): Generator<MenuNode> {
  for (const node of nodes) {
    yield node
    yield* walk(node.children)
  }
}
const pageIds = (tree: readonly MenuNode[]) =>
  [...walk(tree)].filter((n) => n.path).map((n) => n.menuId)

const nameArb = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
  fc
    .array(fc.constantFrom('估', '值', '表', 'İ', 'ß', 'Σ', 'ς', '😀', ' ', '\u00a0', 'a', 'B'), {
      minLength: 1,
      maxLength: 8,
    })
    .map((cs) => cs.join('')),
)
const keywordArb = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('', ' ', 'gz', 'İ', 'i̇', 'SS', 'σ', '😀', '\u00a0'),
  fc.constantFrom('x', '估').map((c) => c.repeat(10_000)),
)

/** Groups → sections → pages, ids in order, any names. */
const treeArb = fc
  .array(
    fc.record({
      name: nameArb,
      auth: fc.boolean(),
      sections: fc.array(
        fc.record({
          name: nameArb,
          auth: fc.boolean(),
          pages: fc.array(fc.record({ name: nameArb, auth: fc.boolean() }), { maxLength: 3 }),
        }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 3 },
  )
  .map((groups) => {
    const menus: Menu[] = []
    const add = (parMenuId: number, name: string, auth: boolean, page = false) => {
      const menuId = menus.length + 1
      const menuUrl = page ? `page-${menuId}` : ''
      menus.push({ menuId, parMenuId, menuLevel: menuId, menuName: name, menuUrl } as Menu)
      Object.assign(menus[menus.length - 1] as Menu, {
        menuSrc: '1',
        ifAuth: auth ? 1 : 0,
        newFlag: '0',
      })
      return menuId
    }
    for (const g of groups) {
      const gid = add(0, g.name, g.auth)
      for (const s of g.sections) {
        const sid = add(gid, s.name, s.auth)
        for (const p of s.pages) add(sid, p.name, p.auth, true)
      }
    }
    return buildMenuTree(menus)
  })

/** Ranges inside the text, in order, not overlapping, never splitting a surrogate pair. */
function expectGoodRanges(text: string, ranges: readonly MatchRange[]) {
  let at = 0
  for (const [start, end] of ranges) {
    expect(start).toBeGreaterThanOrEqual(at)
    expect(end).toBeGreaterThan(start)
    expect(end).toBeLessThanOrEqual(text.length)
    for (const cut of [start, end]) {
      const before = text.charCodeAt(cut - 1)
      const isHigh = before >= 0xd800 && before <= 0xdbff
      expect(cut > 0 && cut < text.length && isHigh).toBe(false)
    }
    at = end
  }
}

describe('filterMenuTree for any keyword and any names', () => {
  test('never throws; highlights are sound ranges of the names', () => {
    fc.assert(
      fc.property(treeArb, keywordArb, fc.boolean(), (tree, keyword, showLocked) => {
        const { tree: kept, highlights } = filterMenuTree(tree, { keyword, showLocked })
        const names = new Map([...walk(tree)].map((n) => [n.menuId, n.menuName]))
        for (const [id, ranges] of highlights) {
          expect(ranges.length).toBeGreaterThan(0)
          expectGoodRanges(names.get(id) as string, ranges)
        }
        const ids = [...walk(kept)].map((n) => n.menuId)
        expect(new Set(ids).size).toBe(ids.length)
      }),
      { numRuns: 300 },
    )
  })

  test('the result is a part of the tree: same nodes, same parents, nothing locked unless shown', () => {
    fc.assert(
      fc.property(treeArb, keywordArb, fc.boolean(), (tree, keyword, showLocked) => {
        const parentOf = new Map([...walk(tree)].map((n) => [n.menuId, n.parMenuId]))
        const visit = (nodes: readonly MenuNode[], parent: number) => {
          for (const node of nodes) {
            expect(parentOf.get(node.menuId)).toBe(parent)
            if (!showLocked) expect(node.ifAuth).toBe(1)
            // A group or section is kept only for what is kept beneath it.
            if (!node.path) expect(node.children.length).toBeGreaterThan(0)
            visit(node.children, node.menuId)
          }
        }
        visit(filterMenuTree(tree, { keyword, showLocked }).tree, 0)
      }),
      { numRuns: 300 },
    )
  })

  test('filtering again with the same keyword keeps the same pages', () => {
    fc.assert(
      fc.property(treeArb, keywordArb, fc.boolean(), (tree, keyword, showLocked) => {
        const once = filterMenuTree(tree, { keyword, showLocked }).tree
        const twice = filterMenuTree(once, { keyword, showLocked }).tree
        expect(pageIds(twice)).toEqual(pageIds(once))
      }),
      { numRuns: 200 },
    )
  })

  test('a blank keyword with locked menus shown keeps every page and what leads to it', () => {
    /** The tree without the groups and sections that have no page beneath them. */
    const withPages = (nodes: readonly MenuNode[]): MenuNode[] =>
      nodes
        .map((n) => ({ ...n, children: withPages(n.children) }))
        .filter((n) => n.path || n.children.length > 0)
    fc.assert(
      fc.property(treeArb, fc.stringMatching(/^\s*$/), (tree, keyword) => {
        expect(filterMenuTree(tree, { keyword, showLocked: true }).tree).toEqual(withPages(tree))
      }),
      { numRuns: 100 },
    )
  })

  test('any piece of a name, typed as it is, finds the name', () => {
    const nameAndPiece = nameArb.chain((name) => {
      const chars = [...name]
      return fc.tuple(fc.nat(chars.length - 1), fc.nat(chars.length - 1)).map(([a, b]) => ({
        name,
        piece: chars.slice(Math.min(a, b), Math.max(a, b) + 1).join(''),
      }))
    })
    fc.assert(
      fc.property(nameAndPiece, ({ name, piece }) => {
        fc.pre(piece.replace(/\s+/g, '') !== '')
        const ranges = matchText(name, piece)
        expect(ranges.length).toBeGreaterThan(0)
        expectGoodRanges(name, ranges)
      }),
      { numRuns: 500 },
    )
  })
})

describe('10,000 menus', () => {
  const big = (() => {
    const menus: Menu[] = []
    const names = ['估值表查询', '银行流水', 'Fund list', 'İstanbul 产品', '😀 新功能', 'Straße']
    for (let g = 1; g <= 10; g += 1) {
      menus.push({ menuId: g, parMenuId: 0, menuLevel: g, menuName: `组${g}`, menuUrl: '' } as Menu)
      for (let s = 0; s < 10; s += 1) {
        const sid = 100 + g * 10 + s
        menus.push({
          menuId: sid,
          parMenuId: g,
          menuLevel: s,
          menuName: `段${sid}`,
          menuUrl: '',
        } as Menu)
        for (let p = 0; p < 99; p += 1) {
          const pid = 10_000 + sid * 100 + p
          const menuName = `${names[p % names.length] as string}${p}`
          menus.push({
            menuId: pid,
            parMenuId: sid,
            menuLevel: p,
            menuName,
            menuUrl: `p/${pid}`,
          } as Menu)
        }
      }
    }
    for (const m of menus)
      Object.assign(m, { menuSrc: '1', ifAuth: m.menuId % 3 ? 1 : 0, newFlag: '0' })
    return buildMenuTree(menus)
  })()

  test('10,000 menus are built and filtered for a handful of keywords without trouble', () => {
    expect([...walk(big)]).toHaveLength(10 + 100 + 9_900)
    fc.assert(
      fc.property(keywordArb, fc.boolean(), (keyword, showLocked) => {
        const { tree } = filterMenuTree(big, { keyword, showLocked })
        for (const id of pageIds(tree)) expect(id).toBeGreaterThan(10_000)
      }),
      { numRuns: 5 },
    )
  })
})
