import { Button, Popconfirm } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

interface Props {
  /** The row's preview page and its link text. */
  preview: { to: string; label: string }
  /** 待核对: offers 核对确认, asked first with `confirmTitle`. */
  pending: boolean
  confirmTitle: string
  onConfirm: () => Promise<unknown>
  onSend: () => void
  /** More actions after 发送. */
  children?: ReactNode
}

/** A 估值表 or 净值 row's actions: 预览, 核对确认 while 待核对, 发送 (and any more). */
export function CheckSendActions({
  preview,
  pending,
  confirmTitle,
  onConfirm,
  onSend,
  children,
}: Props) {
  return (
    <span className="valuation-actions">
      <Link to={preview.to}>{preview.label}</Link>
      {pending && (
        <Popconfirm title={confirmTitle} okText="核对确认" onConfirm={onConfirm}>
          <Button type="link" size="small">
            核对确认
          </Button>
        </Popconfirm>
      )}
      <Button type="link" size="small" onClick={onSend}>
        发送
      </Button>
      {children}
    </span>
  )
}
