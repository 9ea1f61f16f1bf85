import { Button } from 'antd'

interface Props {
  busy: boolean
  submitText: string
  /** The step cannot go on yet (say, its choices failed to load). */
  submitDisabled?: boolean
  /** Unset on the first step. */
  onBack?: () => void
}

/** 上一步 (keeps what was typed) and the step's submit button. */
export function StepActions({ busy, submitText, submitDisabled, onBack }: Props) {
  return (
    <div className="reset-actions">
      {onBack && (
        <Button size="large" onClick={onBack} disabled={busy}>
          上一步
        </Button>
      )}
      <Button
        size="large"
        type="primary"
        htmlType="submit"
        loading={busy}
        disabled={submitDisabled}
      >
        {submitText}
      </Button>
    </div>
  )
}
