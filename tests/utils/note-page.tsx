import { Button, Drawer } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useOnPageShown } from '@/lib/page-visibility'

/**
 * A stand-in page with local state: what a kept-alive tab must not lose. It counts how often
 * its effects ran (a hidden tab shown again must not run them) and how often it was shown again.
 */
export default function NotePage() {
  const [note, setNote] = useState('')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const effectRuns = useRef<HTMLOutputElement>(null)
  const [shownAgain, setShownAgain] = useState(0)
  // Counted in the DOM, outside React's state: counting must not itself render.
  useEffect(() => {
    const shown = effectRuns.current
    if (shown) shown.dataset.runs = String(Number(shown.dataset.runs ?? 0) + 1)
  }, [])
  useOnPageShown(() => setShownAgain((n) => n + 1))
  return (
    <>
      <label>
        备注
        <textarea aria-label="备注" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <output ref={effectRuns} aria-label="效果次数" />
      <output aria-label="再次显示次数">{shownAgain}</output>
      <Button onClick={() => setDrawerOpen(true)}>打开抽屉</Button>
      <Drawer title="抽屉" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        抽屉内容
      </Drawer>
    </>
  )
}
