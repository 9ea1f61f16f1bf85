import { bench, describe } from 'vitest'
import { filterMenuTree } from '@/lib/menu-filter'
import { buildMenuTree } from '@/lib/menu-tree'
import { seedMenus } from '@demo-server/db/seed-menus'
import { bulkMenus } from '@demo-server/scenarios/many-menus'

// The portal's own menus padded with the many-menus scenario's to 5,000 in all.
const MENU_COUNT = 5000
const menus = [...seedMenus, ...bulkMenus(MENU_COUNT - seedMenus.length)]
const tree = buildMenuTree(menus)
// Names are analysed (pinyin) on the first filter of a tree; later keystrokes only match.
filterMenuTree(tree, { keyword: 'warm', showLocked: true })

describe(`menu tree, ${MENU_COUNT} menus`, () => {
  bench('buildMenuTree', () => {
    buildMenuTree(menus)
  })

  bench('buildMenuTree + first filter (analyses every name)', () => {
    filterMenuTree(buildMenuTree(menus), { keyword: 'p', showLocked: false })
  })
})

describe(`menu filter, ${MENU_COUNT} menus, names analysed`, () => {
  bench('no keyword, locked menus hidden', () => {
    filterMenuTree(tree, { keyword: '', showLocked: false })
  })

  bench('one letter: p', () => {
    filterMenuTree(tree, { keyword: 'p', showLocked: false })
  })

  bench('pinyin initials few names hold: gzb (估值表)', () => {
    filterMenuTree(tree, { keyword: 'gzb', showLocked: false })
  })

  bench('pinyin initials: plcx', () => {
    filterMenuTree(tree, { keyword: 'plcx', showLocked: false })
  })

  bench('characters: 批量查询12', () => {
    filterMenuTree(tree, { keyword: '批量查询12', showLocked: false })
  })

  bench('no match: qqq', () => {
    filterMenuTree(tree, { keyword: 'qqq', showLocked: false })
  })
})
