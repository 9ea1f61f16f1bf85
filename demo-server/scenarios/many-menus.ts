import type { Menu } from '@contract/api'
import type { Scenario } from './types'

/**
 * `many-menus[:count]`: pads every user's menu tree with extra groups of sections and pages
 * (3,000 menus by default) for the 全景菜单 benchmark. They have no pages: each opens MenuWithoutPage.
 */
export function bulkMenus(count: number): Menu[] {
  const menus: Menu[] = []
  const common = { menuSrc: '1', ifAuth: 1, newFlag: '0', desc: '' } as const
  for (let g = 0; menus.length < count; g += 1) {
    const groupId = 90 + g
    menus.push({
      ...common,
      menuId: groupId,
      parMenuId: 0,
      menuLevel: 20 + g,
      menuName: `批量业务${g + 1}`,
      menuUrl: '',
      icon: 'AppstoreOutlined',
    })
    for (let s = 1; s <= 10 && menus.length < count; s += 1) {
      const sectionId = groupId * 100 + s
      menus.push({
        ...common,
        menuId: sectionId,
        parMenuId: groupId,
        menuLevel: s,
        menuName: `批量栏目${g + 1}-${s}`,
        menuUrl: '',
      })
      for (let p = 1; p <= 30 && menus.length < count; p += 1) {
        menus.push({
          ...common,
          menuId: sectionId * 100 + p,
          parMenuId: sectionId,
          menuLevel: p,
          menuName: `批量查询${g + 1}-${s}-${p}`,
          menuUrl: `bulk-demo/g${g + 1}/s${s}/p${p}`,
          desc: '批量生成的演示菜单',
        })
      }
    }
  }
  return menus
}

export const manyMenus: Scenario = {
  seed(state, arg) {
    const count = Math.min(Math.max(Number(arg) || 3000, 1), 20_000)
    state.extraMenus = bulkMenus(count)
  },
}
