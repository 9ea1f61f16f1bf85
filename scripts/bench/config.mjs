// What the benchmark measures. Pages are plain data, so new ones (the table pages of issue 8)
// are one line each: `ready` names what shows once the page has its content.

/** A page still loading: none of these may show inside it. */
const LOADING = ['.page-loading', '.ant-skeleton', '.ant-spin-spinning']

/**
 * Ready conditions for the page kept at `path`: an element matching `selector` (and holding
 * `text`) shows inside it, and nothing there is loading.
 */
export const pageReady = (path, { selector = '*', text } = {}) => {
  const inPage = `.kept-page[data-view="${path}"]`
  return {
    all: [{ selector: `${inPage} ${selector}`, text }],
    none: LOADING.map((loading) => `${inPage} ${loading}`),
  }
}

/** The home page is usable: the shell's 首页 tab is there and the home page shows its content. */
export const HOME_READY = {
  all: [{ selector: '[role="tab"][aria-label="首页"]' }, ...pageReady('/home-page').all],
  none: pageReady('/home-page').none,
}

/** The demo scenario for the 全景菜单 figures and the pages that need it. */
export const MANY_MENUS = 'many-menus:3000'

/**
 * Route switch: a click on the page's menu entry until its content shows. `open` says where the
 * entry is: `header` a group of the top navigation (or 更多 when it does not fit), `userMenu`
 * an item of the user menu. `scenario` runs it with the demo scenario's menus.
 * `ready` is what shows once the page has its content (text is sturdier than class names);
 * table pages: `{ selector: '.ant-table-row' }`, rows visible.
 */
export const ROUTE_PAGES = [
  {
    name: '个人中心',
    path: '/individual-center',
    tab: '个人中心',
    open: { userMenu: '个人中心' },
    ready: { text: '所属机构' },
  },
  {
    name: '银行流水',
    path: '/custodian/bank-statement',
    tab: '银行流水',
    open: { header: '托管查询' },
    ready: { selector: '.ant-table-row' },
  },
  {
    name: '批量查询1-1-1 (no page, 3,000 extra menus)',
    path: '/bulk-demo/g1/s1/p1',
    tab: '批量查询1-1-1',
    open: { header: '批量业务1' },
    ready: { text: '批量查询1-1-1：当前版本暂无此页面' },
    scenario: MANY_MENUS,
  },
]

/** How often a page is opened again (after closing its tab) per run. */
export const WARM_OPENS = 2

/** Opened one after another as tabs (首页 makes 21) before the heap is read. */
export const TAB_PATHS = [
  '/individual-center',
  '/product-manage/fund-query',
  '/product-manage/account-query',
  '/product-manage/fund-contract',
  '/product-manage/fund-create',
  '/product-manage/fund-dividends',
  '/product-manage/pay-account-change',
  '/custodian/account-balance',
  '/custodian/bank-statement',
  '/custodian/transfer-instruction',
  '/custodian/custody-account-open',
  '/custodian/raising-account-open',
  '/custodian/securities-account-open',
  '/custodian/tripartite-agreement',
  '/valuation-check/valuation-table',
  '/valuation-check/net-value',
  '/valuation-check/vat',
  '/valuation-check/financial-report',
  '/valuation-check/account-voucher',
  '/transfer-agent/investor-query',
]

/** Clicks between the two kept tabs per session (产品查询 ↔ 估值表). */
export const SWITCHES = 10

/** Typed one after another into the 全景菜单 filter (估值表 by its initials), ours and the reference. */
export const TYPED_KEYS = ['g', 'z', 'b']

/** 全景菜单: each key typed into an empty filter, then Backspace; the first one analyses names. */
export const FILTER_KEYS = ['p', 'g', 'z', 'c', 's']

export const TARGETS = {
  loginPaintRatio: 1.1,
  /** Tab switch, 全景菜单 open and filter: at most this ratio to the reference shell. */
  shellRatio: 1.25,
  /** npm run dev's login page and login, at most this ratio to vite preview of dist. */
  devRatio: 2,
  warmSwitchMs: 100,
  tabsHeapBytes: 80e6,
}
