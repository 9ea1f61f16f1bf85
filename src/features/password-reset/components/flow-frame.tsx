import { Alert, Steps } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LOGIN_PATH } from '@/config/paths'

interface Props {
  titles: readonly string[]
  step: number
  error: string | undefined
  children: ReactNode
}

/**
 * A flow's steps indicator, a spoken note of the step, the failure if any, the step, and the
 * way back to the login page (the last step has its own).
 */
export function FlowFrame({ titles, step, error, children }: Props) {
  const done = step === titles.length - 1
  return (
    <>
      <Steps
        className="reset-steps"
        size="small"
        current={step}
        status={done ? 'finish' : 'process'}
        titlePlacement="vertical"
        responsive={false}
        items={titles.map((title) => ({ title }))}
      />
      <p className="reset-sr-only" aria-live="polite">
        {`第${step + 1}步（共${titles.length}步）：${titles[step] ?? ''}`}
      </p>
      {error && <Alert className="reset-error" type="error" showIcon title={error} />}
      {children}
      {!done && (
        <p className="reset-card__footer">
          <Link to={LOGIN_PATH}>返回登录</Link>
        </p>
      )}
    </>
  )
}
