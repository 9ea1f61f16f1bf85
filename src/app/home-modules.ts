import { lazy } from 'react'
import type { HomeModule } from '@/components/home-card'

/**
 * The home page's modules in their default order (a user reorders and hides them in the
 * page's settings). Each Card is `lazy(() => import(...))` from its own feature: a chunk of
 * its own, loaded only when shown, so the home page's first load stays within its budget.
 */
export const HOME_MODULES: readonly HomeModule[] = [
  {
    key: 'demands',
    title: '需求建议',
    Card: lazy(() => import('@/features/demand/components/demand-home-card')),
  },
]
