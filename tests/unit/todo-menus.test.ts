import { describe, expect, test } from 'vitest'
import { badgeText } from '@/components/count-badge'
import {
  badgeCountFor,
  groupBadgeCount,
  INVESTOR_USER_MENU_ID,
  TODO_KEYS,
  todoKeyMenuUrl,
  todoKeysFor,
} from '@contract/todo-menus'
import { buildMenuTree, type MenuNode } from '@/lib/menu-tree'
import { seedMenus, todoKeyMenuUrl as mockTable } from '@demo-server/db/seed-menus'

/** portal-spec §3 "Todo counts", key for key. */
const SPEC_KEYS = [
  'fundRaiserOrderNum',
  'fiduciaryAccountNum1',
  'fiduciaryAccountNum2',
  'fiduciaryAccountNum3',
  'transferAuthorityNum',
  'fundCreateNum',
  'openAccountNum',
  'liquidationNum',
  'fundDividendsNum',
  'investorAccountAuditNum',
  'investorPasswordResetNum',
  'maxRedeemApplyConfirmNum',
  ...['T00009', 'T00014', 'T00017', 'T00018', 'T00019A', 'T00019B', 'T00021', 'T00034'],
  ...['T00035', 'T00042', 'T00043', 'T00049', 'T00051', 'T00054', 'T00055', 'T00057'],
  ...['T00058', 'T00060', 'T00063', 'T00064'],
]

const pageUrls = new Set(seedMenus.map((m) => m.menuUrl).filter(Boolean))
const tree = buildMenuTree(seedMenus)
const groupNamed = (name: string) => tree.find((g) => g.menuName === name)!

describe('the to-do key → menu table', () => {
  test('covers every key of the spec, and only those', () => {
    expect([...TODO_KEYS].sort()).toEqual([...SPEC_KEYS].sort())
  })

  test('every key points to a page of the portal', () => {
    for (const key of TODO_KEYS) expect(pageUrls, key).toContain(todoKeyMenuUrl[key])
  })

  test('the demo backend uses the very same table', () => {
    expect(mockTable).toBe(todoKeyMenuUrl)
  })

  test('screens.md names the pages of the named keys', () => {
    expect(todoKeyMenuUrl.fundCreateNum).toBe('product-manage/fund-create')
    expect(todoKeyMenuUrl.fundRaiserOrderNum).toBe('sales-manage/raise-order')
    expect(todoKeyMenuUrl.maxRedeemApplyConfirmNum).toBe('transfer-agent/max-redeem-confirm')
  })
})

describe('badgeCountFor', () => {
  const fundCreate = { menuId: 110201, menuUrl: 'product-manage/fund-create', ifAuth: 1 }

  test('a page shows the count of its key', () => {
    expect(badgeCountFor(fundCreate, { fundCreateNum: 7, fundRaiserOrderNum: 3 })).toBe(7)
  })

  test('a page without counts, or a section without a url, shows 0', () => {
    expect(badgeCountFor(fundCreate, {})).toBe(0)
    expect(badgeCountFor({ menuId: 1102, menuUrl: '', ifAuth: 1 }, { fundCreateNum: 7 })).toBe(0)
  })

  test('slashes around the url do not matter', () => {
    expect(
      badgeCountFor(
        { menuId: 1, menuUrl: '/product-manage/fund-create/', ifAuth: 1 },
        { fundCreateNum: 2 },
      ),
    ).toBe(2)
  })

  test('keys sharing a page add up', () => {
    const periodic = { menuId: 160101, menuUrl: 'data-submission/periodic-report', ifAuth: 1 }
    expect(badgeCountFor(periodic, { T00019A: 2, T00019B: 5, T00021: 9 })).toBe(7)
  })

  test('menu 100202 is investorAccountAuditNum + investorPasswordResetNum', () => {
    const counts = { investorAccountAuditNum: 2, investorPasswordResetNum: 1, openAccountNum: 8 }
    const menu = {
      menuId: INVESTOR_USER_MENU_ID,
      menuUrl: 'general-manage/investor-user-manage',
      ifAuth: 1,
    }
    expect(badgeCountFor(menu, counts)).toBe(3)
    // Even when a real backend serves it under another url, the id decides.
    expect(badgeCountFor({ ...menu, menuUrl: 'elsewhere/investors' }, counts)).toBe(3)
    expect(todoKeysFor(menu)).toEqual(['investorAccountAuditNum', 'investorPasswordResetNum'])
  })

  test('counts that are not whole numbers ≥ 0 count as 0', () => {
    expect(badgeCountFor(fundCreate, { fundCreateNum: -4 })).toBe(0)
    expect(badgeCountFor(fundCreate, { fundCreateNum: 1.5 })).toBe(0)
    expect(badgeCountFor(fundCreate, { fundCreateNum: Number.NaN })).toBe(0)
  })

  test("a locked page (ifAuth ≠ 1) shows no count: its to-dos are not the user's to act on", () => {
    expect(badgeCountFor({ ...fundCreate, ifAuth: 0 }, { fundCreateNum: 7 })).toBe(0)
  })
})

describe('groupBadgeCount', () => {
  const counts = {
    fundCreateNum: 120,
    liquidationNum: 1,
    fundDividendsNum: 2,
    T00009: 4,
    T00014: 1,
    T00064: 2,
    investorAccountAuditNum: 2,
    investorPasswordResetNum: 1,
  }

  test('a group sums the pages beneath it', () => {
    expect(groupBadgeCount(groupNamed('产品管理'), counts)).toBe(123)
    expect(groupBadgeCount(groupNamed('综合管理'), counts)).toBe(3)
    expect(groupBadgeCount(groupNamed('费用查询'), counts)).toBe(0)
  })

  test('a section that is itself a page counts too', () => {
    // 划款指令 (T00009) and 三方协议, a section that is a page (T00014 + T00064).
    expect(groupBadgeCount(groupNamed('托管查询'), counts)).toBe(7)
  })

  test('a section sums its own pages only', () => {
    const operations = groupNamed('产品管理').children.find((s) => s.menuName === '产品运营')!
    expect(groupBadgeCount(operations, counts)).toBe(123)
    const info = groupNamed('产品管理').children.find((s) => s.menuName === '产品信息')!
    expect(groupBadgeCount(info, counts)).toBe(0)
  })

  test('two menus on one page count its items once', () => {
    const node = {
      menuId: 1,
      menuUrl: '',
      ifAuth: 1,
      children: [
        { menuId: 2, menuUrl: 'product-manage/fund-create', ifAuth: 1, children: [] },
        { menuId: 3, menuUrl: 'product-manage/fund-create', ifAuth: 1, children: [] },
      ],
    }
    expect(groupBadgeCount(node, counts)).toBe(120)
  })

  test('a locked page adds nothing to its group, nor does anything under a locked section', () => {
    const lock = (node: MenuNode, urls: readonly string[]): MenuNode => ({
      ...node,
      ifAuth: urls.includes(node.menuUrl) || urls.includes(node.menuName) ? 0 : node.ifAuth,
      children: node.children.map((child) => lock(child, urls)),
    })
    const product = groupNamed('产品管理')
    expect(groupBadgeCount(lock(product, ['product-manage/fund-liquidation']), counts)).toBe(122)
    expect(groupBadgeCount(lock(product, ['产品运营']), counts)).toBe(0)
  })

  test('a page locked under one menu and open under another still counts, once', () => {
    const node = {
      menuId: 1,
      menuUrl: '',
      ifAuth: 1,
      children: [
        { menuId: 2, menuUrl: 'product-manage/fund-create', ifAuth: 0, children: [] },
        { menuId: 3, menuUrl: 'product-manage/fund-create', ifAuth: 1, children: [] },
      ],
    }
    expect(groupBadgeCount(node, counts)).toBe(120)
  })
})

describe('the badge text', () => {
  test('nothing for 0 or no count, the number up to 99, 99+ above', () => {
    expect(badgeText(undefined)).toBe('')
    expect(badgeText(0)).toBe('')
    expect(badgeText(1)).toBe('1')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(120)).toBe('99+')
  })
})
