import type { MessageInstance } from 'antd/es/message/interface'
import type { NotificationInstance } from 'antd/es/notification/interface'

/**
 * A bridge so non-React code (the HTTP interceptors, the push client) can show antd messages
 * with the app's theme. The app binds the message host at start and, once logged in, the
 * notification host; calls made before a host is bound wait for it.
 */
let messageApi: MessageInstance | undefined
let notificationApi: NotificationInstance | undefined
const waitingMessages: Array<(m: MessageInstance) => void> = []
const waitingNotices: Array<(n: NotificationInstance) => void> = []

export function bindMessage(api: MessageInstance | undefined) {
  messageApi = api
  if (api) waitingMessages.splice(0).forEach((show) => show(api))
}

export function bindNotification(api: NotificationInstance | undefined) {
  notificationApi = api
  if (api) waitingNotices.splice(0).forEach((show) => show(api))
}

function withMessage(show: (m: MessageInstance) => void) {
  if (messageApi) show(messageApi)
  else waitingMessages.push(show)
}

export const notify = {
  error: (content: string) => withMessage((m) => void m.error(content)),
  warning: (content: string) => withMessage((m) => void m.warning(content)),
  success: (content: string) => withMessage((m) => void m.success(content)),
  info: (content: string, seconds?: number) => withMessage((m) => void m.info(content, seconds)),
  /** A notification card that stays until closed (logged-in pages). */
  notice: (title: string, description: string) => {
    const show = (n: NotificationInstance) => n.info({ title, description, duration: 0 })
    if (notificationApi) show(notificationApi)
    else waitingNotices.push(show)
  },
}
