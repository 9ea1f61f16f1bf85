import { useMediaQuery } from '@/lib/use-media-query'

/**
 * From this window width the header has room for the 260 px search box next to all twelve
 * menu groups, the service icons and the organisation name (measured in Chromium: at 1920 px
 * the box would push 综合管理 under 更多). Narrower, the search is an icon that shows the box.
 */
export const WIDE_HEADER_QUERY = '(min-width: 1960px)'

/** True while the header is wide enough to show the search box all the time. */
export const useWideHeader = () => useMediaQuery(WIDE_HEADER_QUERY)
