import type { HomeModule } from '@/components/home-card'
import { preloadable } from '@/components/preloadable'

/**
 * The home page's modules in their default order (a user reorders and hides them in the
 * page's settings). Each Card is `preloadable(() => import(...))` from its own feature: a chunk of
 * its own, loaded only when shown, so the home page's first load stays within its budget.
 *
 * Default order of all seven (keys fixed forever): notices 通知公告, todo 待办事项,
 * messages 消息, demands 需求建议, calendar 产品日历 (wide), overview 产品概览,
 * shortcuts 常用菜单.
 */
export const HOME_MODULES: readonly HomeModule[] = [
  {
    key: 'notices',
    title: '通知公告',
    Card: preloadable(() => import('@/features/notices/components/notices-home-card')),
  },
  {
    key: 'todo',
    title: '待办事项',
    Card: preloadable(() => import('@/features/todo/components/todo-home-card')),
  },
  {
    key: 'messages',
    title: '消息',
    Card: preloadable(() => import('@/features/notices/components/messages-home-card')),
  },
  {
    key: 'demands',
    title: '需求建议',
    Card: preloadable(() => import('@/features/demand/components/demand-home-card')),
  },
  {
    key: 'calendar',
    title: '产品日历',
    wide: true,
    Card: preloadable(() => import('@/features/home/components/calendar-card')),
  },
  {
    key: 'overview',
    title: '产品概览',
    Card: preloadable(() => import('@/features/home/components/overview-card')),
  },
  {
    key: 'shortcuts',
    title: '常用菜单',
    Card: preloadable(() => import('@/features/home/components/shortcuts-card')),
  },
]

/** Each card's code; a card whose code failed fails alone when it renders. */
export const preloadHomeCards = () => Promise.all(HOME_MODULES.map((m) => m.Card.preload?.()))
