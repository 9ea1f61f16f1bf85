import { authHandlers } from './auth-handlers'
import { favoriteHandlers } from './favorite-handlers'
import { menuHandlers } from './menu-handlers'
import { todoHandlers } from './todo-handlers'

/** Every handler of the demo backend: shared by the browser worker and the test server. */
export const handlers = [...authHandlers, ...menuHandlers, ...favoriteHandlers, ...todoHandlers]
