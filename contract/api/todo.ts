/**
 * 待办办结 and the home 待办事项 card (portal-spec §7 "Home, to-do, notices"). The spec names
 * the calls; their answers' shapes are this project's (docs/api.md).
 */
import type { PagedList } from './public-site'

/** One pending item: something waiting for the user's organisation on one page. */
export interface TodoItem {
  id: string
  /** The to-do key it counts towards (contract/todo-menus.ts). */
  todoKey: string
  title: string
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: string
}

/** The pending items of one menu's page, newest first (at most TODO_GROUP_ITEMS of them). */
export interface TodoGroup {
  menuId: number
  menuName: string
  /** The page's url without a leading slash; the page opens at /{menuUrl}. */
  menuUrl: string
  /** 产品管理/产品运营/产品成立 */
  menuChainName: string
  /** Every pending item of the page, though `items` holds only the newest few. */
  count: number
  items: TodoItem[]
}

/** POST maintenance/queryToDoList?userId: the groups, most pending first. */
export interface TodoList {
  total: number
  groups: TodoGroup[]
}

/** POST maintenance/queryMaintenanceOneHome?userId: the home card's summary. */
export interface TodoHomeSummary {
  total: number
  /** The groups with the most pending items (at most TODO_HOME_GROUPS), without their items. */
  groups: Array<Omit<TodoGroup, 'items'>>
}

/** One finished item of the done list. */
export interface DoneItem {
  id: string
  title: string
  menuName: string
  menuUrl: string
  /** YYYY-MM-DD HH:mm:ss */
  submittedAt: string
  /** YYYY-MM-DD HH:mm:ss */
  doneAt: string
  /** 已通过 / 已退回 / 已办结 … */
  result: string
}

/** POST maintenance/queryDoneList?userId&tittle&pageNo&pageSize[&beginDate&endDate]. */
export interface DoneQuery {
  /** Part of the title (the spec spells the parameter `tittle`). */
  tittle?: string
  /** 办结时间 from and to, YYYY-MM-DD, both days included. */
  beginDate?: string
  endDate?: string
}

export type DonePage = PagedList<DoneItem>

export const TODO_GROUP_ITEMS = 10
export const TODO_HOME_GROUPS = 8
