import { GiftOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useNavigate } from 'react-router-dom'

/** 新功能速递: the release notes page. */
export function NewFeaturesLink() {
  const navigate = useNavigate()
  return (
    <Tooltip title="新功能速递">
      <Button
        type="text"
        shape="circle"
        aria-label="新功能速递"
        icon={<GiftOutlined />}
        onClick={() => navigate('/new-features-express')}
      />
    </Tooltip>
  )
}
