import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons'
import { Modal, theme, Typography } from 'antd'
import { useState, type ReactNode } from 'react'

export interface TipsDialogLink {
  text: string
  /** Opens in a new window. */
  href?: string
  onClick?: () => void
}

export interface TipsDialogProps {
  open: boolean
  /** Defaults to 提示信息. */
  title?: ReactNode
  content: ReactNode
  subContent?: ReactNode
  link?: TipsDialogLink
  type?: 'warning' | 'success'
  /** Defaults to 取 消. */
  cancelText?: string
  /** Defaults to 确 定. */
  okText?: string
  /** Shows 处理中 on the confirm button; a Promise returned by onOk does so until it settles. */
  loading?: boolean
  onOk?: () => unknown
  onCancel?: () => void
}

export const TIPS_DEFAULTS = {
  title: '提示信息',
  cancelText: '取 消',
  okText: '确 定',
  loadingText: '处理中',
} as const

const isPromise = (v: unknown): v is PromiseLike<unknown> =>
  typeof (v as PromiseLike<unknown> | undefined)?.then === 'function'

const ICON_STYLE = { fontSize: 22, lineHeight: 1, marginTop: 2 }

/**
 * The spec's Tips dialog (portal-spec §2): title, content, optional sub-content and link,
 * cancel and confirm buttons, a warning or success icon, 560 px wide and centred; a click on
 * the mask never closes it (§9).
 */
export function TipsDialog({
  open,
  title = TIPS_DEFAULTS.title,
  content,
  subContent,
  link,
  type = 'warning',
  cancelText = TIPS_DEFAULTS.cancelText,
  okText = TIPS_DEFAULTS.okText,
  loading = false,
  onOk,
  onCancel,
}: TipsDialogProps) {
  const [pending, setPending] = useState(false)
  const { token } = theme.useToken()
  const busy = loading || pending

  const handleOk = () => {
    if (busy) return
    const result = onOk?.()
    if (!isPromise(result)) return
    setPending(true)
    // The caller reports its own failure; either way the dialog is usable again.
    result.then(
      () => setPending(false),
      () => setPending(false),
    )
  }

  return (
    <Modal
      open={open}
      title={title}
      width={560}
      centered
      mask={{ closable: false }}
      okText={busy ? TIPS_DEFAULTS.loadingText : okText}
      cancelText={cancelText}
      confirmLoading={busy}
      onOk={handleOk}
      onCancel={onCancel}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: '8px 0' }}>
        {type === 'success' ? (
          <CheckCircleFilled
            aria-label="成功"
            style={{ ...ICON_STYLE, color: token.colorSuccess }}
          />
        ) : (
          <ExclamationCircleFilled
            aria-label="提示"
            style={{ ...ICON_STYLE, color: token.colorWarning }}
          />
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <div>{content}</div>
          {subContent && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {subContent}
            </Typography.Paragraph>
          )}
          {link && (
            <Typography.Link
              href={link.href}
              onClick={link.onClick}
              target={link.href ? '_blank' : undefined}
              rel={link.href ? 'noopener noreferrer' : undefined}
              style={{ display: 'inline-block', marginTop: 8 }}
            >
              {link.text}
            </Typography.Link>
          )}
        </div>
      </div>
    </Modal>
  )
}
