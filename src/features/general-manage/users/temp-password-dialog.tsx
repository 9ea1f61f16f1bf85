import { Alert, Descriptions, Modal, Typography } from 'antd'
import type { TempPassword } from '@contract/api/general-manage'

interface Props {
  password?: TempPassword & { title: string }
  onClose: () => void
}

/** A temporary password, shown this once with a copy button; it is not kept anywhere after. */
export function TempPasswordDialog({ password, onClose }: Props) {
  return (
    <Modal
      open={Boolean(password)}
      title={password?.title}
      okText="我已记下"
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
      onOk={onClose}
      onCancel={onClose}
      destroyOnHidden
    >
      {password && (
        <>
          <Alert
            type="warning"
            showIcon
            title="临时密码仅显示这一次，关闭后无法再次查看"
            description="请通过安全渠道告知用户；用户首次登录时须先修改此密码，之后才能使用系统。"
          />
          <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
            <Descriptions.Item label="用户">{`${password.realName}（${password.userName}）`}</Descriptions.Item>
            <Descriptions.Item label="临时密码">
              <Typography.Text
                code
                copyable={{ tooltips: ['复制', '已复制'] }}
                className="gm-temp-password"
              >
                {password.tempPassword}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  )
}
