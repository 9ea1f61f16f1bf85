import { Button, Popconfirm, Space } from 'antd'
import type { ReactNode } from 'react'
import { ReasonDialog } from '../reason-dialog'
import { TipsDialog } from '../tips-dialog'

export type ReviewAction = 'approve' | 'return'

/** How 通过 is asked: a popconfirm on the button, or a Tips dialog about the record. */
type ApproveAsk<R> =
  | { popconfirm: string }
  | {
      dialog: (record: R | undefined) => { content: ReactNode; subContent: ReactNode }
      /** A failed 通过 closes the dialog too (the client has shown why). */
      closeOnFailure?: boolean
    }

/** A record's review from its drawer: 通过 (asked first) and 退回 with a reason. */
export type ReviewSpec<R> = {
  /** While this holds, the footer offers the review. */
  pending: (record: R) => boolean
  send: (action: ReviewAction, reason?: string) => Promise<unknown>
  busy: boolean
  /** The approve button's text (通过, 审核通过, 复核通过). */
  approveText: string
  approveDisabled?: (record: R) => boolean
  reason: { title: (record: R | undefined) => string; hint?: string; max?: number }
} & ApproveAsk<R>

interface FooterProps<R> {
  spec: ReviewSpec<R>
  record: R
  onAsk: (action: ReviewAction) => void
}

export function ReviewFooter<R>({ spec, record, onAsk }: FooterProps<R>) {
  const disabled = spec.approveDisabled?.(record)
  return (
    <Space>
      {'popconfirm' in spec ? (
        <Popconfirm title={spec.popconfirm} onConfirm={() => spec.send('approve')} okText="确认">
          <Button type="primary" loading={spec.busy}>
            {spec.approveText}
          </Button>
        </Popconfirm>
      ) : (
        <Button type="primary" disabled={disabled} onClick={() => onAsk('approve')}>
          {spec.approveText}
        </Button>
      )}
      <Button danger onClick={() => onAsk('return')}>
        退回
      </Button>
    </Space>
  )
}

interface DialogsProps<R> {
  spec: ReviewSpec<R>
  record: R | undefined
  asking: ReviewAction | undefined
  onDone: () => void
}

/** The 通过 Tips dialog (unless a popconfirm asks) and the 退回 reason dialog. */
export function ReviewDialogs<R>({ spec, record, asking, onDone }: DialogsProps<R>) {
  const approve = 'dialog' in spec && spec.dialog(record)
  return (
    <>
      {approve && (
        <TipsDialog
          open={asking === 'approve'}
          content={approve.content}
          subContent={approve.subContent}
          onCancel={onDone}
          onOk={() =>
            spec.send('approve').then(onDone, () => {
              // the client has shown why; unless said otherwise the dialog stays for another try
              if ('closeOnFailure' in spec && spec.closeOnFailure) onDone()
            })
          }
        />
      )}
      <ReasonDialog
        open={asking === 'return'}
        title={spec.reason.title(record)}
        hint={spec.reason.hint}
        max={spec.reason.max}
        busy={spec.busy}
        onCancel={onDone}
        onSubmit={(reason) => spec.send('return', reason).then(onDone)}
      />
    </>
  )
}
