import { Button } from 'antd'

/** A row's action as a small link button, named for screen readers with its row. */
export function RowLink(props: {
  text: string
  label: string
  onClick: () => void
  danger?: boolean
  disabled?: boolean
}) {
  const { text, label, onClick, danger, disabled } = props
  return (
    <Button
      type="link"
      size="small"
      aria-label={label}
      danger={danger}
      disabled={disabled}
      onClick={onClick}
    >
      {text}
    </Button>
  )
}
