import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * The public pages (portal-spec §2): first path segment → lazy page. Pages in the login frame
 * draw the frame themselves; the hidden pages (/reset-password, /reg, /mgr-change) too. A page
 * handles its own children (/introduce/…, /news/:id, /qualification, …).
 */
type LazyPage = LazyExoticComponent<ComponentType>

const introduce = lazy(() => import('@/features/public-site/pages/introduce-page'))
const disclosure = lazy(() => import('@/features/public-site/pages/info-disclosure-page'))

export const publicPages: Readonly<Record<string, LazyPage>> = {
  '/authorize': lazy(() => import('@/features/public-site/pages/authorize-page')),
  '/introduce': introduce,
  '/qualification': introduce,
  '/trusteeship': introduce,
  '/outsourcing': introduce,
  '/news': lazy(() => import('@/features/public-site/pages/news-page')),
  '/account-query': lazy(() => import('@/features/public-site/pages/account-query-page')),
  '/info-disclosure': disclosure,
  '/public-funds': disclosure,
  '/bank-financing': disclosure,
  '/notice-release': disclosure,
  '/contact-us': lazy(() => import('@/features/public-site/pages/contact-us-page')),
  '/reset-password': lazy(() => import('@/features/password-reset/pages/reset-password-page')),
  '/reg': lazy(() => import('@/features/registration/pages/registration-page')),
  '/mgr-change': lazy(() => import('@/features/registration/pages/admin-change-page')),
}
