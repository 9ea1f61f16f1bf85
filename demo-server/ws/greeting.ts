import { publishNotice } from '../handlers/notice-handlers'
import { inMainSpace } from '../db/space'
import { onNewSession } from './push'

const GREETING_DELAY_MS = 20_000

/**
 * Shows the push channel working: one notice per session, 20 s after it connects. Not under
 * automation (`skip`): a notice sliding in over the header after 20 s takes a journey's clicks
 * on the user and organisation menus (pushes are tested through publishNotice). A journey's own
 * space on the demo server is automation too.
 */
export function greetEachSession(skip: () => boolean = () => false) {
  const greeted = new Set<string>()
  onNewSession(({ token, orgId }) => {
    if (greeted.has(token) || skip() || !inMainSpace()) return
    greeted.add(token)
    const timer = setTimeout(
      () =>
        publishNotice(
          orgId,
          '欢迎使用演示环境',
          '这是一条通过消息推送送达的演示通知，右上角的消息数已随之更新。',
        ),
      GREETING_DELAY_MS,
    )
    // On the demo server, a pending greeting must not keep the process alive.
    if (typeof timer === 'object' && 'unref' in timer) timer.unref()
  })
}
