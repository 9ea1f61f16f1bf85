/** The reference shell's pages, rows and menus: plain data, made once. */
export const PAGES = [
  { path: '/product-manage/fund-query', title: '产品查询' },
  { path: '/valuation-check/valuation-table', title: '估值表' },
]

export const rows = (path: string) =>
  Array.from({ length: 50 }, (_, i) => {
    const row: Record<string, string> = { key: `${path}-${i}` }
    for (let c = 0; c < 8; c++) row[`c${c}`] = `${path.length}${c}-${String(i).padStart(4, '0')}`
    return row
  })

export interface RefMenu {
  name: string
  /** What the filter matches: the name and letters standing for its pinyin initials. */
  search: string
}

const LETTERS = 'bcdfghjklmnpqrstwxyz'
const initials = (i: number) =>
  [7, 13, 17].map((step) => LETTERS[(i * step + i) % LETTERS.length]).join('')

/** About a hundred menus, as the demo's users have, plus `?menus=N` more as in its scenario. */
const extra = Number(new URLSearchParams(window.location.search).get('menus')) || 0
const names = [
  '估值表',
  '估值核对',
  '估值调整',
  '估值汇总',
  ...Array.from({ length: 96 }, (_, i) => `菜单${i + 1}`),
  ...Array.from({ length: extra }, (_, i) => {
    const group = Math.floor(i / 100) + 1
    const section = Math.floor((i % 100) / 10) + 1
    return `批量查询${group}-${section}-${(i % 10) + 1}`
  }),
]
// Typing g, z, b narrows the list at every key, as 估值表's initials do in the portal.
const FIRST = ['gzb', 'gzc', 'gzd', 'gzh']
export const allMenus: RefMenu[] = names.map((name, i) => ({
  name,
  search: `${name} ${FIRST[i] ?? initials(i)}`,
}))
