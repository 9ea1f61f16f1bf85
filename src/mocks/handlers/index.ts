import { accountHandlers } from './account-handlers'
import { announcementHandlers } from './announcement-handlers'
import { authHandlers } from './auth-handlers'
import { favoriteHandlers } from './favorite-handlers'
import { menuHandlers } from './menu-handlers'
import { messageHandlers } from './message-handlers'
import { noticeHandlers } from './notice-handlers'
import { todoHandlers } from './todo-handlers'
import { todoListHandlers } from './todo-list-handlers'
import { exportHandlers } from './export-handlers'
import { pushHandlers } from '../ws/push'
import { searchHandlers } from './search-handlers'
import { guideHandlers } from './guide-handlers'
import { passwordResetHandlers } from './password-reset-handlers'
import { publicSiteHandlers } from './public-site-handlers'
import { wxQrHandlers } from './wx-qr-handlers'
import { registrationHandlers } from './registration-handlers'
import { individualHandlers } from './individual-handlers'
import { homeHandlers } from './home-handlers'
import { calendarHandlers } from './calendar-handlers'
import { demandHandlers } from './demand-handlers'
import { faqHandlers } from './faq-handlers'
import { custodianHandlers } from './custodian-handlers'

/** Every handler of the demo backend: shared by the browser worker and the test server. */
export const handlers = [
  ...authHandlers,
  ...menuHandlers,
  ...favoriteHandlers,
  ...todoHandlers,
  ...todoListHandlers,
  ...exportHandlers,
  ...noticeHandlers,
  ...announcementHandlers,
  ...messageHandlers,
  ...pushHandlers,
  ...searchHandlers,
  ...accountHandlers,
  ...guideHandlers,
  ...passwordResetHandlers,
  ...publicSiteHandlers,
  ...wxQrHandlers,
  ...registrationHandlers,
  ...individualHandlers,
  ...homeHandlers,
  ...calendarHandlers,
  ...demandHandlers,
  ...faqHandlers,
  ...custodianHandlers,
]
