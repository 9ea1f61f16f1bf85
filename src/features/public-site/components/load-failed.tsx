import { Alert, Button } from 'antd'

/** A load that failed: what went wrong and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  )
}
