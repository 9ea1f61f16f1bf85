import { authHandlers } from './auth-handlers'
import { menuHandlers } from './menu-handlers'

/** Every handler of the demo backend: shared by the browser worker and the test server. */
export const handlers = [...authHandlers, ...menuHandlers]
