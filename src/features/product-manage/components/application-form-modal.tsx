import { Alert, Modal, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { LoadFailed } from '@/components/load-failed'

interface Props {
  open: boolean
  title: ReactNode
  /** What the form needs (the record, the funds to choose from) is loading or failed. */
  loading: boolean
  failed: boolean
  onRetry: () => void
  /** Nothing to apply for: says why instead of the form. */
  empty?: string
  submitting: boolean
  onOk: () => void
  onCancel: () => void
  children: ReactNode
}

/** A form in a dialog with 提交: loading, failed (重新加载) and nothing-to-do states first. */
export function ApplicationFormModal(props: Props) {
  const { open, title, loading, failed, onRetry, empty, submitting, onOk, onCancel } = props
  let body = props.children
  if (failed) body = <LoadFailed title="加载失败" onRetry={onRetry} />
  else if (loading) body = <Skeleton active />
  else if (empty) body = <Alert type="info" showIcon title={empty} />
  return (
    <Modal
      open={open}
      title={title}
      width={720}
      okText="提交"
      onOk={onOk}
      okButtonProps={{ disabled: loading || failed || Boolean(empty) }}
      confirmLoading={submitting}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {body}
    </Modal>
  )
}

/** What the form still lacks, named (请上传以下材料：…). */
export const MissingAlert = ({ text }: { text?: string }) =>
  text ? (
    <Alert className="application-form__missing" type="error" showIcon title={text} role="alert" />
  ) : null
