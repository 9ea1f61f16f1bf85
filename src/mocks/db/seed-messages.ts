import type { MessageRecord } from './types'

const MESSAGES: Array<
  [userId: string, title: string, content: string, pubTime: string, read: boolean]
> = [
  [
    'U1001',
    '估值表已发送',
    '泉城稳健一号 2026-11-19 估值表已发送至您的邮箱，请注意查收。',
    '2026-11-20 09:12:00',
    false,
  ],
  [
    'U1001',
    '划款指令已执行',
    '您提交的划款指令 HK20261120003 已执行完毕。',
    '2026-11-20 14:30:00',
    false,
  ],
  [
    'U1001',
    '定期报告待上传',
    '2026年10月月报尚未上传，请于 11 月 25 日前完成。',
    '2026-11-18 10:00:00',
    true,
  ],
  [
    'U1002',
    '系统升级通知',
    '管理人服务平台将于本周六 22:00-24:00 升级维护。',
    '2026-11-19 16:00:00',
    false,
  ],
  ['U1003', '账户开立完成', '证券期货户开立申请已办结。', '2026-11-17 11:20:00', true],
]

/** A few messages per demo user, some unread (fixed data: tests rely on it). */
export function seedMessages(): MessageRecord[] {
  return MESSAGES.map(([userId, title, content, pubTime, read], i) => ({
    id: `M${String(i + 1).padStart(4, '0')}`,
    userId,
    title,
    content,
    pubTime,
    read,
  }))
}
