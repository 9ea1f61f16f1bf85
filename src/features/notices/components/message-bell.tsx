import { BellOutlined } from '@ant-design/icons'
import { Badge, Button, Tooltip } from 'antd'
import { useNavigate } from 'react-router-dom'
import { LIMITS } from '@contract/limits'
import { useUnreadCount } from '../hooks/use-unread-count'

/** 消息中心 with the unread badge (99+ above 99). */
export function MessageBell() {
  const navigate = useNavigate()
  const unread = useUnreadCount()
  const label = unread > 0 ? `消息中心，${unread} 条未读` : '消息中心'
  return (
    <Tooltip title="消息中心">
      <Badge count={unread} overflowCount={LIMITS.badgeMax} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          aria-label={label}
          icon={<BellOutlined />}
          onClick={() => navigate('/msg-center')}
        />
      </Badge>
    </Tooltip>
  )
}
