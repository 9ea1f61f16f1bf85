import { TipsDialog } from '@/components/tips-dialog'
import type { Seal } from '@contract/api/e-signature'

export interface StatusAsk {
  seal: Seal
  action: 'enable' | 'disable'
}

const USABLE = '启用后，授权使用人即可使用该印章签署文件。'

/** What 启用, 审核启用 and 停用 ask, and what follows from each. */
const askOf = ({ seal, action }: StatusAsk) =>
  action === 'disable'
    ? { content: `确定停用「${seal.sealName}」吗？`, sub: '停用后，该印章不能用于签署文件。' }
    : seal.status === 'pending'
      ? { content: `确定审核通过并启用「${seal.sealName}」吗？`, sub: USABLE }
      : { content: `确定启用「${seal.sealName}」吗？`, sub: USABLE }

interface Props {
  asking: StatusAsk | undefined
  onConfirm: (ask: StatusAsk) => Promise<unknown>
  onClose: () => void
}

/** 启用 / 停用 asked first (the spec's Tips dialog); closes once the server has done it. */
export function SealStatusDialog({ asking, onConfirm, onClose }: Props) {
  const ask = asking && askOf(asking)
  return (
    <TipsDialog
      open={Boolean(asking)}
      content={ask?.content}
      subContent={ask?.sub}
      onCancel={onClose}
      onOk={() =>
        asking &&
        onConfirm(asking).then(onClose, () => {
          // the client has shown why; the dialog stays for another try
        })
      }
    />
  )
}
