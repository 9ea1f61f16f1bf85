/** Lets non-React code (the HTTP interceptors) navigate through the app's router. */
type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigateImpl: Navigate | undefined

export function bindNavigate(next: Navigate | undefined) {
  navigateImpl = next
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateImpl?.(to, options)
}

/** A full page load at `url` (tests replace it): the app starts again from what the browser holds. */
export const pageLoad = {
  at: (url: string) => window.location.assign(url),
}
