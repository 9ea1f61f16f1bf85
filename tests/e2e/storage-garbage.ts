/*
 * Garbage for every browser storage key of portal-spec §3 (and our visited-views): the kinds
 * a stale build, another program, a hand edit or an attacker could leave there.
 */

export const LOCAL_KEYS = [
  'menus',
  'todo-list',
  'recent-menu',
  'search-history-list',
  'visited-views',
] as const
export const SESSION_KEYS = [
  'saveDefaultCount',
  'websocketEstablishStatus',
  'check-risk-tips-status',
] as const
export const COOKIE_KEYS = [
  'ceres_token',
  'orgName',
  'expired-message',
  'skin',
  'sidebarStatus',
  'device',
] as const

type LocalKey = (typeof LOCAL_KEYS)[number]

/** The user the journeys log in as, and someone else. */
export const ME = { userId: 'U1002', orgName: '泰山投资管理有限公司' }
const OTHER = 'U1001'
/** What another user's valid data names: none of it may ever show. */
export const OTHERS_MARK = '别人的'

const node = (menuId: number, children: unknown[] = []) => ({
  menuId,
  parMenuId: 0,
  menuName: `${OTHERS_MARK}菜单${menuId}`,
  menuUrl: 'secret/page',
  path: '/secret/page',
  ifAuth: 1,
  children,
})

/** Valid shapes, with someone else's userId. */
const othersData: Record<LocalKey, unknown> = {
  menus: { userId: OTHER, tree: [node(1)] },
  'todo-list': { userId: OTHER, counts: { liquidationNum: 7, fundCreateNum: 42 } },
  'recent-menu': [
    {
      userId: OTHER,
      menus: [{ path: '/secret/page', meta: { title: `${OTHERS_MARK}页面` }, createTime: 1 }],
    },
  ],
  // The key is the browser's (portal-spec §3), the history in it each user's own (issue 18).
  'search-history-list': [{ userId: OTHER, keywords: [`${OTHERS_MARK}搜索`] }],
  'visited-views': {
    userId: OTHER,
    views: [{ key: '/secret/page', path: '/secret/page', search: '', title: `${OTHERS_MARK}标签` }],
  },
}

const wrongTypes: Record<LocalKey, unknown> = {
  menus: { userId: 1002, tree: 'menus' },
  'todo-list': { userId: ME.userId, counts: { liquidationNum: '3', T00009: -1 } },
  'recent-menu': [{ userId: ME.userId, menus: [{ path: 5, meta: 'x', createTime: '1' }] }],
  'search-history-list': [1, null, { keyword: '估值' }],
  'visited-views': { userId: ME.userId, views: [{ key: 1, path: 'no-slash', title: null }] },
}

const isList = (key: LocalKey) => key === 'recent-menu' || key === 'search-history-list'

/** Menus nested `depth` levels, in the cache's own shape: a recursive guard must not fall over. */
function deepMenus(depth: number) {
  const open =
    '{"menuId":1,"parMenuId":0,"menuName":"x","menuUrl":"","path":"/x","ifAuth":1,"children":['
  return `{"userId":"${ME.userId}","tree":[${open.repeat(depth)}${']}'.repeat(depth)}]}`
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

const PROTO =
  '{"__proto__":{"polluted":"yes","userId":"U1002"},"constructor":{"prototype":{"polluted":"yes"}}}'
const CONTROL = '\u0000\u0007\u001b[31m\u202e\ud800\ufeff\u2028😀<script>alert(1)</script>'
/** The same without the lone surrogate, which no cookie can carry (it cannot be encoded). */
const CONTROL_COOKIE = CONTROL.replace('\ud800', '')
const DEAD_TOKEN = `demo.${ME.userId}.dead0000.notalivesession`

export interface Garbage {
  name: string
  local: (key: LocalKey) => string
  session: string
  cookie: string
  /** Fill each localStorage key with as much as storage takes (in the page). */
  huge?: boolean
}

const json = (value: unknown) => JSON.stringify(value)

export const GARBAGE: Garbage[] = [
  {
    name: 'invalid JSON',
    local: () => '{"userId":"U1002","tree":[{',
    session: '{"a":',
    cookie: '{"a":',
  },
  { name: 'null', local: () => 'null', session: 'null', cookie: 'null' },
  { name: 'undefined', local: () => 'undefined', session: 'undefined', cookie: 'undefined' },
  { name: 'a number', local: () => '42', session: '42', cookie: '-1e309' },
  {
    name: 'an array for an object, an object for a list',
    local: (key) => (isList(key) ? json({ 0: '估值', length: 1 }) : json([ME.userId, []])),
    session: '[1,2,3]',
    cookie: '{"dark":true}',
  },
  {
    name: 'wrong field types',
    local: (key) => json(wrongTypes[key]),
    session: 'true',
    cookie: '[0]',
  },
  {
    name: 'deeply nested',
    local: (key) => (key === 'menus' ? deepMenus(3_000) : deepArray(50_000)),
    session: deepArray(10_000),
    cookie: deepArray(300), // encoded, within a cookie's 4 KB
  },
  {
    name: 'a huge string',
    local: () => '',
    session: 'x'.repeat(1_000_000),
    // Six cookies on every request: kept under the preview server's 16 KB header limit.
    cookie: 'x'.repeat(1_800),
    huge: true,
  },
  {
    name: 'unicode and control characters',
    local: (key) => (isList(key) ? json([CONTROL]) : json({ userId: CONTROL, tree: CONTROL })),
    session: CONTROL,
    cookie: CONTROL_COOKIE,
  },
  { name: '__proto__ pollution', local: () => PROTO, session: PROTO, cookie: PROTO },
  {
    name: "another user's data",
    local: (key) => json(othersData[key]),
    session: OTHER,
    cookie: `demo.${OTHER}.other0000.someoneelse`,
  },
  {
    name: 'a token that is not a live session',
    local: () => DEAD_TOKEN,
    session: DEAD_TOKEN,
    cookie: DEAD_TOKEN,
  },
  { name: 'an empty value', local: () => '', session: '', cookie: '' },
]
