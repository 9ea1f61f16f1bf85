import { describe, expect, test } from 'vitest'
import { isPublicPath } from '@/config/paths'

/** portal-spec §2: paths that skip the login check. */
const SPEC_PUBLIC = [
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
]

describe('isPublicPath', () => {
  test.each(SPEC_PUBLIC)('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true)
  })

  test.each(SPEC_PUBLIC.map((p) => `${p}/123`))('sub-path %s is public', (path) => {
    expect(isPublicPath(path)).toBe(true)
  })

  test.each(['/401', '/404', '/403', '/40x-anything', '/40'])('%s starts with /40: public', (p) => {
    expect(isPublicPath(p)).toBe(true)
  })

  test.each([
    '/',
    '/home-page',
    '/index',
    '/product-manage/fund-query',
    '/loginx',
    '/newsletter',
    '/register',
    '/regulation',
    '/news-center',
    '/4',
    '/500',
    '/msg-center',
  ])('%s is not public', (path) => {
    expect(isPublicPath(path)).toBe(false)
  })
})
