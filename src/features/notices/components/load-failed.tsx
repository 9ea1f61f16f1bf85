import { Alert, Button } from 'antd'

/** A load that failed: what went wrong and a way to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description="请检查网络后重试；如多次失败，请联系客服。"
      action={
        <Button size="small" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  )
}
