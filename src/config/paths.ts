/** Route paths of portal-spec §2 (without the /public basename). */
export const HOME_PATH = '/home-page'
export const LOGIN_PATH = '/login'
export const FORBIDDEN_PATH = '/401'
export const NOT_FOUND_PATH = '/404'

/** Paths that skip the login check; any path starting with /40 does too (the error pages). */
export const PUBLIC_PATHS = [
  '/login',
  '/authorize',
  '/reset-password',
  '/qualification',
  '/trusteeship',
  '/outsourcing',
  '/news',
  '/account-query',
  '/public-funds',
  '/bank-financing',
  '/notice-release',
  '/contact-us',
  '/mgr-change',
  '/reg',
  '/login-frame',
  '/introduce',
  '/info-disclosure',
] as const

/** /401, /404 and any other /40x: the error pages. */
export const isErrorPath = (pathname: string) => pathname.startsWith('/40')

export function isPublicPath(pathname: string) {
  if (isErrorPath(pathname)) return true
  return PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))
}

/** Pages never recorded among the recent menus (portal-spec §2). */
export const NOT_RECORDED_PATHS = [
  '/home-page',
  '/valuation-report-view',
  '/net-asset-value-view',
  '/funds-query-contact',
  '/funds-query-detail',
  '/valuation-record',
  '/net-value-record',
  '/pay-account-change-record',
  '/data-submission/stamp-periodic-report',
  '/valuation-check/email-recipient-type-manage/edit-email-manage-info',
  '/valuation-check/email-recipient-type-manage/see-email-manage-details',
  '/net-worth-list-record',
  '/account-voucher-record',
  '/new-features-express',
] as const
