import { Modal } from 'antd'
import { PasswordChangeFields, usePasswordChangeForm } from './password-change-form'

interface Props {
  open: boolean
  onClose: () => void
}

/**
 * 密码修改 (portal-spec §5): 原密码, 新密码, 确认密码, checked on blur; on submit the two new
 * ones must match. 550 px wide; a click on the mask never closes it (§9). What was typed stays
 * when the server refuses; closing the dialog forgets it.
 */
export function PasswordDialog({ open, onClose }: Props) {
  const { form, pending, confirm } = usePasswordChangeForm()
  const onOk = async () => {
    if (await confirm()) onClose()
  }

  return (
    <Modal
      title="密码修改"
      open={open}
      width={550}
      mask={{ closable: false }}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={pending}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <PasswordChangeFields form={form} onEnter={() => void onOk()} />
    </Modal>
  )
}
