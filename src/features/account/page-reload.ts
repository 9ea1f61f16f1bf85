/**
 * Loads the app afresh at a URL (after an organisation switch). A seam: tests replace `at`
 * with a spy, because jsdom cannot leave its page.
 */
export const pageReload = {
  at: (url: string) => window.location.assign(url),
}
