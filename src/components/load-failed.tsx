import { Alert, Button } from 'antd'

interface Props {
  title: string
  description?: string
  onRetry: () => void
}

/** A load that failed: what went wrong and 重新加载. */
export function LoadFailed({ title, description, onRetry }: Props) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  )
}
