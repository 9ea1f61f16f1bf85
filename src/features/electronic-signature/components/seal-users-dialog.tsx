import { useQuery } from '@tanstack/react-query'
import { Alert, Checkbox, Modal, Skeleton } from 'antd'
import { useState } from 'react'
import type { Seal } from '@contract/api/e-signature'
import { sealUsersQuery } from '@/api/esign/seals'

interface Props {
  /** The seal whose users are edited; the dialog is open while there is one. */
  seal: Seal | undefined
  busy: boolean
  onSave: (userIds: string[]) => Promise<unknown>
  onClose: () => void
}

/** 授权: which of the organisation's users may sign with the seal. */
export function SealUsersDialog({ seal, busy, onSave, onClose }: Props) {
  const users = useQuery({ ...sealUsersQuery(), enabled: Boolean(seal) })
  const [chosen, setChosen] = useState<string[]>(() => seal?.users.map((u) => u.userId) ?? [])
  const save = () =>
    onSave(chosen).then(onClose, () => {
      // the client has shown why; the dialog stays for another try
    })
  return (
    <Modal
      open={Boolean(seal)}
      title={`授权使用人 · ${seal?.sealName ?? ''}`}
      okText="保存"
      confirmLoading={busy}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {seal?.status !== 'enabled' && (
        <Alert
          className="esign-alert"
          type="info"
          showIcon
          title="该印章当前不可用于签署，启用后授权使用人方可使用"
        />
      )}
      {users.data ? (
        <Checkbox.Group
          aria-label="授权使用人"
          className="esign-users"
          value={chosen}
          onChange={(ids) => setChosen(ids as string[])}
          options={users.data.map((u) => ({
            value: u.userId,
            label: `${u.realName}（${u.userName}）`,
          }))}
        />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
      <p className="esign-muted">未勾选的用户签署时不能选择该印章。</p>
    </Modal>
  )
}
