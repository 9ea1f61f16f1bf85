import { preloadable, type Preloadable } from '@/components/preloadable'

/**
 * The public pages (portal-spec §2): first path segment → lazy page. Pages in the login frame
 * draw the frame themselves; the hidden pages (/reset-password, /reg, /mgr-change) too. A page
 * handles its own children (/introduce/…, /news/:id, /qualification, …).
 */
type LazyPage = Preloadable

const introduce = preloadable(() => import('@/features/public-site/pages/introduce-page'))
const disclosure = preloadable(() => import('@/features/public-site/pages/info-disclosure-page'))

export const publicPages: Readonly<Record<string, LazyPage>> = {
  '/authorize': preloadable(() => import('@/features/public-site/pages/authorize-page')),
  '/introduce': introduce,
  '/qualification': introduce,
  '/trusteeship': introduce,
  '/outsourcing': introduce,
  '/news': preloadable(() => import('@/features/public-site/pages/news-page')),
  '/account-query': preloadable(() => import('@/features/public-site/pages/account-query-page')),
  '/info-disclosure': disclosure,
  '/public-funds': disclosure,
  '/bank-financing': disclosure,
  '/notice-release': disclosure,
  '/contact-us': preloadable(() => import('@/features/public-site/pages/contact-us-page')),
  '/reset-password': preloadable(
    () => import('@/features/password-reset/pages/reset-password-page'),
  ),
  '/reg': preloadable(() => import('@/features/registration/pages/registration-page')),
  '/mgr-change': preloadable(() => import('@/features/registration/pages/admin-change-page')),
}

const publicPageAt = (path: string) => publicPages[`/${path.split('/')[1] ?? ''}`]

/** Whether the public page at `path` needs no code loaded before it shows. */
export const publicCodeLoaded = (path: string) => publicPageAt(path)?.loaded() ?? true

/** Loads the code of the public page at `path` (its first segment decides), if it has one. */
export const preloadPublicPage = (path: string) => publicPageAt(path)?.preload()
