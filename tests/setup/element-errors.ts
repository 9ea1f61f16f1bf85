import { getConfig } from '@testing-library/react'

type ElementError = (message: string | null, container: Element) => Error

/**
 * Testing Library's error for a query that found nothing carries a print of the whole DOM.
 * A `findBy…` or `waitFor` builds one on every try that fails (every 50 ms and every DOM
 * change) and throws all but the last away: a sample of the component tests spent 3–6 % of
 * their CPU printing DOMs nobody read. Inside those tries (Testing Library marks them with its
 * `_disableExpensiveErrorDiagnostics` flag) the print is made only if the message is read; any
 * other error, and the one a timed-out wait reports, is printed at once as before.
 */
export function printDomOnlyWhenRead(): ElementError {
  const printNow = getConfig().getElementError
  return (message, container) => {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics
    if (!retrying) return printNow(message, container)
    const error = new Error(message ?? '')
    error.name = 'TestingLibraryElementError'
    let printed: string | undefined
    Object.defineProperty(error, 'message', {
      configurable: true,
      enumerable: false,
      get: () => (printed ??= printNow(message, container).message),
    })
    return error
  }
}
