/**
 * The public site's pages in the login frame's navigation (portal-spec §2 pre-login
 * structure), shared by the frame and the pages' own section menus.
 */
export interface PublicNavItem {
  label: string
  path: string
  children?: readonly PublicNavItem[]
}

export const ABOUT_SECTIONS: readonly PublicNavItem[] = [
  { label: '资质', path: '/qualification' },
  { label: '托管服务', path: '/trusteeship' },
  { label: '外包服务', path: '/outsourcing' },
]

export const DISCLOSURE_SECTIONS: readonly PublicNavItem[] = [
  { label: '公募基金', path: '/public-funds' },
  { label: '银行理财', path: '/bank-financing' },
  { label: '公告发布', path: '/notice-release' },
]

export const PUBLIC_NAV: readonly PublicNavItem[] = [
  { label: '登录', path: '/login' },
  { label: '关于我们', path: '/introduce', children: ABOUT_SECTIONS },
  { label: '新闻动态', path: '/news' },
  { label: '募集账户查询', path: '/account-query' },
  { label: '信息披露', path: '/info-disclosure', children: DISCLOSURE_SECTIONS },
  { label: '联系我们', path: '/contact-us' },
]

/** The path's first segment, e.g. /news/N0001 → /news. */
export const firstSegment = (pathname: string) => `/${pathname.split('/')[1] ?? ''}`
