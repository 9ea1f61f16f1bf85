/** A menu as GET /menu/all returns it (portal-spec §3). */
export interface Menu {
  menuId: number
  /** 0 for the top-level navigation groups. */
  parMenuId: number
  menuName: string
  /** Route path without the leading slash; empty for a group or section without a page. */
  menuUrl: string
  /** '1' an internal page; anything else an embedded external page. */
  menuSrc: string
  externalUrl?: string
  /** Sort order among siblings. */
  menuLevel: number
  /** 1 when the user may open it. */
  ifAuth: number
  /** '1' marks a new menu. */
  newFlag: string
  desc?: string
  menuChainName?: string
  icon?: string
}

export const MENU_SRC_INTERNAL = '1'
export const IF_AUTH_PERMITTED = 1
