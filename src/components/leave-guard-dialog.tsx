import { TipsDialog } from './tips-dialog'

export const LEAVE_GUARD_TEXT = {
  content: '修改的内容尚未保存，确定离开吗？',
  subContent: '离开后本次修改将丢失。',
  okText: '离 开',
  cancelText: '继续编辑',
} as const

interface Props {
  open: boolean
  /** 离开: drop the edits and go on. */
  onLeave: () => void
  /** 继续编辑: stay on the page (and its tab). */
  onStay: () => void
}

/** The one question asked before unsaved edits are lost (hooks/use-leave-guard.ts). */
export function LeaveGuardDialog({ open, onLeave, onStay }: Props) {
  return <TipsDialog open={open} {...LEAVE_GUARD_TEXT} onOk={onLeave} onCancel={onStay} />
}
