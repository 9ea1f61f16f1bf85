import { useMediaQuery } from '@/lib/use-media-query'

/** True while the window is narrower than 1500 px: no room for the organisation in the header. */
export const useNarrowHeader = () => useMediaQuery('(max-width: 1499.98px)')
