import { accountHandlers } from './account-handlers'
import { authHandlers } from './auth-handlers'
import { favoriteHandlers } from './favorite-handlers'
import { menuHandlers } from './menu-handlers'
import { noticeHandlers } from './notice-handlers'
import { todoHandlers } from './todo-handlers'
import { pushHandlers } from '../ws/push'
import { searchHandlers } from './search-handlers'
import { guideHandlers } from './guide-handlers'
import { passwordResetHandlers } from './password-reset-handlers'
import { publicSiteHandlers } from './public-site-handlers'
import { wxQrHandlers } from './wx-qr-handlers'
import { registrationHandlers } from './registration-handlers'
import { demandHandlers } from './demand-handlers'
import { faqHandlers } from './faq-handlers'

/** Every handler of the demo backend: shared by the browser worker and the test server. */
export const handlers = [
  ...authHandlers,
  ...menuHandlers,
  ...favoriteHandlers,
  ...todoHandlers,
  ...noticeHandlers,
  ...pushHandlers,
  ...searchHandlers,
  ...accountHandlers,
  ...guideHandlers,
  ...passwordResetHandlers,
  ...publicSiteHandlers,
  ...wxQrHandlers,
  ...registrationHandlers,
  ...demandHandlers,
  ...faqHandlers,
]
