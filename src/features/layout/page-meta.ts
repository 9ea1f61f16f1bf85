import type { Location } from 'react-router-dom'

/** What the layout needs to know of the page at a location; supplied by the app's routes. */
export interface PageMeta {
  title: string
  /** Pages whose query names what they show (detail pages) get a tab per query. */
  tabPerQuery?: boolean
  affix?: boolean
  noCache?: boolean
  /** Set for menu pages: they are recorded among the recent menus. */
  menuId?: number
}

export type DescribePage = (location: Pick<Location, 'pathname' | 'search'>) => PageMeta | undefined
export type RenderPage = (location: Location) => React.ReactNode

export const viewKey = (location: Pick<Location, 'pathname' | 'search'>, meta: PageMeta) =>
  meta.tabPerQuery ? `${location.pathname}${location.search}` : location.pathname
