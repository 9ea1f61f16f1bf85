/** Browser storage keys exactly as portal-spec §3. */
export const LOCAL_KEYS = {
  menus: 'menus',
  todoList: 'todo-list',
  recentMenu: 'recent-menu',
  searchHistory: 'search-history-list',
} as const

export const SESSION_KEYS = {
  saveDefaultCount: 'saveDefaultCount',
  websocketEstablishStatus: 'websocketEstablishStatus',
  checkRiskTipsStatus: 'check-risk-tips-status',
} as const

export const COOKIE_KEYS = {
  token: 'ceres_token',
  orgName: 'orgName',
  expiredMessage: 'expired-message',
  skin: 'skin',
  sidebarStatus: 'sidebarStatus',
  device: 'device',
} as const

/** Beyond the spec: the open tabs of one user, so they survive a reload (never shown to another). */
export const TABS_KEY = 'visited-views'
