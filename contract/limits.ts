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

/**
 * The most characters each text field takes; more is cut with a message (MSG.inputTooLong).
 * The spec sets the search keyword (50) and the complaint (2000); the rest are ours. Password
 * fields take up to 50 so a too-long new password is refused by its 8–15 rule, never cut.
 */
export const INPUT_MAX = {
  userName: 50,
  password: 50,
  imageCode: 4,
  smsCode: 6,
  searchKeyword: 50,
  menuFilter: 50,
  complaint: 2000,
} as const

export const THEME_COLOR = '#d60011'
export const HOTLINE = '0531-68889518'
export const TEMPLATE_TYPE_CODE = '200901'
export const API_PREFIX = '/ceres/api'
/** The header a call that creates a record carries (the IETF httpapi draft's name). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
