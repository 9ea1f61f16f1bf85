import { EyeOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import './masked-value.css'

interface Props {
  /** The value as the server answers it: masked (138****1234). */
  masked: string
  /** Whose value and which, for the button's name: 查看 李运营 的手机号. */
  label: string
  /** Asks the server for the full value; the server logs each 查看. */
  reveal: () => Promise<string>
}

/**
 * A masked mobile or ID number with 查看: the full value only on request, shown in place. A
 * failed request leaves the masked value (the request layer shows why).
 */
export function MaskedValue({ masked, label, reveal }: Props) {
  // Kept with the masked value it belongs to: an edit that changes the value hides it again.
  const [shown, setShown] = useState<{ of: string; full: string }>()
  const [busy, setBusy] = useState(false)
  if (shown?.of === masked) return <span className="masked-value">{shown.full}</span>
  const show = () => {
    setBusy(true)
    reveal()
      .then(
        (full) => setShown({ of: masked, full }),
        () => undefined,
      )
      .finally(() => setBusy(false))
  }
  return (
    <span className="masked-value">
      {masked}
      <Button
        type="link"
        size="small"
        icon={<EyeOutlined />}
        loading={busy}
        aria-label={`查看 ${label}`}
        onClick={show}
      >
        查看
      </Button>
    </span>
  )
}
