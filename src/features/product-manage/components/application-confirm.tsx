import { TipsDialog } from '@/components/tips-dialog'

export interface ConfirmTarget {
  id: string
  /** What is asked: 确认…的清算报告？ */
  question: string
  /** What follows from it. */
  consequence?: string
}

interface Props {
  target: ConfirmTarget | undefined
  onConfirm: (id: string) => Promise<unknown>
  onClose: () => void
}

/** 确认 / 撤回 asked first (the spec's Tips dialog); closes once the server has done it. */
export function ApplicationConfirm({ target, onConfirm, onClose }: Props) {
  return (
    <TipsDialog
      open={Boolean(target)}
      content={target?.question}
      subContent={target?.consequence}
      onCancel={onClose}
      onOk={() =>
        target &&
        onConfirm(target.id).then(onClose, () => {
          // the client has shown the server's reason; the dialog stays for another try
        })
      }
    />
  )
}
