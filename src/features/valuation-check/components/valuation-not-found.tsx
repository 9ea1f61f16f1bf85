import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'

interface Props {
  title: string
  /** The server's reason, or what the link lacks. */
  reason: string
  back: { to: string; text: string }
}

/** A preview that has nothing to show: said plainly, with a way back to its list. */
export function ValuationNotFound({ title, reason, back }: Props) {
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title={title}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={() => void navigate(back.to)}>
          {back.text}
        </Button>
      }
    />
  )
}
