import {
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  LockFilled,
} from '@ant-design/icons'
import { theme } from 'antd'
import type { ReactNode } from 'react'
import './result-panel.css'

type Status = 'info' | 'warning' | 'error' | 'forbidden'

interface Props {
  status: Status
  title: ReactNode
  subTitle?: ReactNode
  extra?: ReactNode
}

/**
 * A centred outcome: icon, title, explanation and actions, laid out like antd's Result. antd's
 * Result always brings its three large illustrations (about 10 KB gzip) into the chunk, which
 * the shell cannot afford for panels it rarely shows.
 */
export function ResultPanel({ status, title, subTitle, extra }: Props) {
  const { token } = theme.useToken()
  const icon = {
    info: <InfoCircleFilled style={{ color: token.colorInfo }} />,
    warning: <ExclamationCircleFilled style={{ color: token.colorWarning }} />,
    error: <CloseCircleFilled style={{ color: token.colorError }} />,
    forbidden: <LockFilled style={{ color: token.colorTextTertiary }} />,
  }[status]
  return (
    <div className="result-panel">
      <div className="result-panel__icon" aria-hidden>
        {icon}
      </div>
      <div className="result-panel__title" style={{ color: token.colorTextHeading }}>
        {title}
      </div>
      {subTitle && (
        <div className="result-panel__subtitle" style={{ color: token.colorTextDescription }}>
          {subTitle}
        </div>
      )}
      {extra && <div className="result-panel__extra">{extra}</div>}
    </div>
  )
}
