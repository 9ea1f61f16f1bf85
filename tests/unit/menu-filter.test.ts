import fc from 'fast-check'
import { match } from 'pinyin-pro'
import { describe, expect, test } from 'vitest'
import { filterMenuTree, matchMenuName } from '@/lib/menu-filter'
import { buildMenuTree, type MenuNode } from '@/lib/menu-tree'
import { seedMenus } from '@demo-server/db/seed-menus'
import type { Menu } from '@contract/api'

const LOCKED = new Set(['product-manage/fund-liquidation', 'custodian/transfer-authority'])
const seedTree = buildMenuTree(
  seedMenus.map((m) => ({ ...m, ifAuth: LOCKED.has(m.menuUrl) ? 0 : 1 })),
)

function* walk(nodes: readonly MenuNode[]): Generator<MenuNode> {
  for (const node of nodes) {
    yield node
    yield* walk(node.children)
  }
}
const names = (nodes: readonly MenuNode[]) => [...walk(nodes)].map((n) => n.menuName)
const pages = (nodes: readonly MenuNode[]) => [...walk(nodes)].filter((n) => n.path)
const pageNames = (nodes: readonly MenuNode[]) => pages(nodes).map((n) => n.menuName)
const find = (nodes: readonly MenuNode[], name: string) =>
  [...walk(nodes)].find((n) => n.menuName === name) as MenuNode

const run = (keyword: string, showLocked = false) =>
  filterMenuTree(seedTree, { keyword, showLocked })

describe('filterMenuTree', () => {
  test('an empty keyword returns the whole tree, as it is, when locked menus are shown', () => {
    const { tree, highlights } = run('', true)
    expect(tree).toEqual(seedTree)
    tree.forEach((group, i) => expect(group).toBe(seedTree[i]))
    expect(highlights.size).toBe(0)
  })

  test('an empty (or blank) keyword without showLocked drops only the locked menus', () => {
    const { tree } = run('   ')
    expect(names(tree)).toEqual(names(seedTree).filter((n) => n !== '产品清算' && n !== '划款授权'))
  })

  test('a page matches by name, across groups; its group and section come along', () => {
    const { tree } = run('查询')
    expect(pageNames(tree)).toEqual(
      expect.arrayContaining(['产品查询', '账户查询', '投资者查询', '合同查询', '发票查询']),
    )
    // Others come with a group that matches (托管查询, 费用查询 keep all their pages).
    for (const group of tree) {
      if (group.menuName.includes('查询')) continue
      expect(pageNames([group]).every((n) => n.includes('查询'))).toBe(true)
    }
    expect(pageNames(find(tree, '托管查询').children)).toContain('银行流水')
    expect(tree.map((g) => g.menuName)).toContain('产品管理')
    expect(names(find(tree, '产品管理').children)).toContain('产品信息')
  })

  test('a matching group keeps all its children', () => {
    const { tree, highlights } = run('估值核对')
    expect(tree).toHaveLength(1)
    expect(tree[0]?.menuName).toBe('估值核对')
    expect(pageNames(tree)).toEqual(pageNames([find(seedTree, '估值核对')]))
    expect(highlights.get(13)).toEqual([[0, 4]])
  })

  test('a matching section keeps all its pages, but not its siblings', () => {
    const { tree } = run('账户资金')
    expect(pageNames(tree)).toEqual(['托管户余额', '银行流水'])
  })

  test('a group or section left empty is dropped; no match at all is an empty tree', () => {
    expect(run('估值表').tree.map((g) => g.menuName)).toEqual(['估值核对'])
    expect(names(run('估值表').tree)).toEqual(['估值核对', '估值净值', '估值表'])
    expect(run('没有这个菜单').tree).toEqual([])
  })

  test('locked menus are left out without showLocked, and kept with it', () => {
    expect(pageNames(run('清算').tree)).toEqual([])
    expect(pageNames(run('清算', true).tree)).toEqual(['产品清算'])
    expect(pageNames(run('产品运营').tree)).not.toContain('产品清算')
    expect(pageNames(run('产品运营', true).tree)).toContain('产品清算')
  })

  test('pinyin initials and full pinyin match (gzb, guzhi → 估值表)', () => {
    expect(pageNames(run('gzb').tree)).toEqual(['估值表'])
    expect(pageNames(run('guzhi').tree)).toContain('估值表')
    expect(pageNames(run('GuZhiBiao').tree)).toEqual(['估值表'])
    expect(pageNames(run('yhls').tree)).toEqual(['银行流水'])
    expect(pageNames(run('yinhang').tree)).toEqual(['银行流水'])
    expect(pageNames(run('gu zhi b').tree)).toEqual(['估值表'])
  })

  test('a name is read in context, not by every reading of its characters', () => {
    // 查 reads cha here; its rare reading zha would make 用印结果查询 match gz.
    const { tree, highlights } = run('gz')
    expect(tree.map((g) => g.menuName)).toEqual(['估值核对'])
    expect(highlights.has(160102)).toBe(false)
    expect(pageNames(run('yinxing').tree)).toEqual([])
  })

  test('highlights cover what matched, in UTF-16 offsets', () => {
    const { highlights } = run('gzb')
    expect(highlights.get(130101)).toEqual([[0, 3]])
    expect(run('流水').highlights.get(120102)).toEqual([[2, 4]])
    expect(run('zh').highlights.get(130101)).toEqual([[1, 2]])
    // Every place a keyword occurs, left to right.
    const twice = { ...find(seedTree, '估值表'), menuName: '户户 A户', children: [] }
    expect(matchMenuName(twice, '户')).toEqual([
      [0, 1],
      [1, 2],
      [4, 5],
    ])
    expect(matchMenuName(twice, 'ha')).toEqual([[1, 4]])
  })
})

describe('filterMenuTree on a large tree', () => {
  const menu = (menuId: number, parMenuId: number, menuName: string, menuUrl = ''): Menu => ({
    menuId,
    parMenuId,
    menuLevel: menuId,
    menuName,
    menuUrl,
    menuSrc: '1',
    ifAuth: menuId % 7 === 0 ? 0 : 1,
    newFlag: '0',
  })
  const words = ['产品', '估值', '银行', '账户', '净值', '合同', '费用', '签约', '投资者', '报送']
  const big: Menu[] = []
  for (let g = 1; g <= 12; g++) {
    big.push(menu(g, 0, `${words[g % 10]}管理${g}`))
    for (let s = 1; s <= 10; s++) {
      const sid = g * 100 + s
      big.push(menu(sid, g, `${words[(g + s) % 10]}业务${s}`))
      for (let p = 1; p <= 25; p++) {
        const id = sid * 100 + p
        big.push(menu(id, sid, `${words[(s + p) % 10]}${words[p % 10]}查询${p}`, `p/${id}`))
      }
    }
  }
  const bigTree = buildMenuTree(big)

  // How fast: tests/bench/menu-tree.bench.ts (5,000 menus), not a timed test here.
  test('3,000 pages filter, keystroke after keystroke, to the pages that match', () => {
    expect(pages(bigTree)).toHaveLength(3000)
    const found = (keyword: string) =>
      pages(filterMenuTree(bigTree, { keyword, showLocked: false }).tree)
    for (const keyword of ['g', 'gz', 'gzy', 'guzhi', '产品', 'cpcx', 'zhanghu']) {
      expect(found(keyword).every((p) => p.ifAuth === 1)).toBe(true)
    }
    expect(found('产品').length).toBeGreaterThan(0)
    expect(found('产品').every((p) => p.chain.includes('产品'))).toBe(true)
    expect(found('zhanghu').every((p) => p.chain.includes('账户'))).toBe(true)
  })
})

describe('filterMenuTree properties', () => {
  const syllables = ['估', '值', '表', '银', '行', '流', '水', '户', 'A', 'b', ' ']
  const nameArb = fc
    .array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 5 })
    .map((cs) => cs.join(''))
  const treeArb = fc
    .array(
      fc.record({
        name: nameArb,
        auth: fc.boolean(),
        children: fc.array(
          fc.record({
            name: nameArb,
            auth: fc.boolean(),
            pages: fc.array(fc.record({ name: nameArb, auth: fc.boolean() }), { maxLength: 4 }),
          }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 4 },
    )
    .map((groups) => {
      const menus: Menu[] = []
      let next = 1
      const add = (parMenuId: number, name: string, auth: boolean, url = '') => {
        const menuId = next++
        menus.push({
          menuId,
          parMenuId,
          menuLevel: menuId,
          menuName: name,
          menuUrl: url,
          menuSrc: '1',
          ifAuth: auth ? 1 : 0,
          newFlag: '0',
        })
        return menuId
      }
      for (const g of groups) {
        const gid = add(0, g.name, g.auth)
        for (const s of g.children) {
          const sid = add(gid, s.name, s.auth)
          for (const p of s.pages) add(sid, p.name, p.auth, `page-${next}`)
        }
      }
      return buildMenuTree(menus)
    })
  const keywordArb = fc.oneof(
    nameArb,
    fc.constantFrom('gz', 'guzhi', 'yh', 'yinhang', 'hu', 'ls', 'zb', 'ab', 'a', '值表', 'x'),
  )

  /** An independent judge: pinyin-pro's own matcher (every reading, any prefix), or the text. */
  const judged = (name: string, keyword: string) => {
    const k = keyword.toLowerCase().replace(/\s+/g, '')
    if (name.toLowerCase().replace(/\s+/g, '').includes(k)) return true
    return match(name, k, { precision: 'start', continuous: true, space: 'ignore' }) !== null
  }

  test('every page kept is in the input and matches by itself or by an ancestor', () => {
    fc.assert(
      fc.property(treeArb, keywordArb, fc.boolean(), (tree, keyword, showLocked) => {
        const input = new Map([...walk(tree)].map((n) => [n.menuId, n]))
        const visit = (nodes: readonly MenuNode[], ancestors: readonly MenuNode[]) => {
          for (const node of nodes) {
            const original = input.get(node.menuId)
            expect(original?.menuName).toBe(node.menuName)
            if (!showLocked) expect(node.ifAuth).toBe(1)
            if (node.path && keyword.trim()) {
              const chain = [...ancestors, node]
              expect(chain.some((n) => judged(n.menuName, keyword))).toBe(true)
            }
            visit(node.children, [...ancestors, node])
          }
        }
        visit(filterMenuTree(tree, { keyword, showLocked }).tree, [])
      }),
      { numRuns: 300 },
    )
  })

  test('every page of the input whose name matches is kept (when not locked away)', () => {
    fc.assert(
      fc.property(treeArb, nameArb, (tree, keyword) => {
        const kept = new Set(pages(filterMenuTree(tree, { keyword, showLocked: true }).tree))
        const keptIds = new Set([...kept].map((n) => n.menuId))
        for (const page of pages(tree)) {
          if (page.menuName.toLowerCase().includes(keyword.toLowerCase().trim()) && keyword.trim())
            expect(keptIds.has(page.menuId)).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })
})
