/** Business constants and limits of portal-spec §9. */
export const LIMITS = {
  requestTimeoutMs: 1_200_000,
  tokenLifetimeHours: 10,
  skinCookieDays: 365,
  recentMenus: 8,
  searchHistory: 20,
  badgeMax: 99,
  tabTitleMax: 14,
  menuTitleTooltipOver: 9,
  orgListScrollOver: 5,
  passwordMin: 8,
  passwordMax: 15,
  smsCountdownSeconds: 60,
  pushReconnectDelayMs: 4000,
  pushMaxAttempts: 5,
} as const

export const THEME_COLOR = '#d60011'
export const HOTLINE = '0531-68889518'
export const TEMPLATE_TYPE_CODE = '200901'
export const API_PREFIX = '/ceres/api'
