import { Tag } from 'antd'
import type { NoticeType } from '@contract/api/notice'

const COLORS: Record<NoticeType, string> = {
  通知: 'blue',
  公告: 'volcano',
  业务提示: 'gold',
  系统公告: 'purple',
  监管动态: 'green',
}

/** A notice's type as a coloured tag. */
export function NoticeTypeTag({ type }: { type: NoticeType }) {
  return (
    <Tag color={COLORS[type] ?? 'default'} className="notice-type-tag">
      {type}
    </Tag>
  )
}
