import { useState } from 'react'

/** A stand-in page with local state: what a kept-alive tab must not lose. */
export default function NotePage() {
  const [note, setNote] = useState('')
  return (
    <label>
      备注
      <textarea aria-label="备注" value={note} onChange={(e) => setNote(e.target.value)} />
    </label>
  )
}
