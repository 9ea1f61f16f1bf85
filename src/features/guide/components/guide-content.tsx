import { Button } from 'antd'
import { useId, useLayoutEffect, useRef, useState } from 'react'

/** portal-spec §2: a description taller than this is collapsed behind 展开. */
export const GUIDE_COLLAPSED_HEIGHT = 110

/** The content's full height; scrollHeight still counts what max-height clips. */
const scrollHeightOf = (el: HTMLElement) => el.scrollHeight

interface Props {
  /** Already sanitised HTML. */
  html: string
  /** How tall the content is (injectable: jsdom has no layout). */
  measure?: (el: HTMLElement) => number
}

/** The guide's HTML, clipped to 110 px with 展开 / 收起 when it is taller. */
export function GuideContent({ html, measure = scrollHeightOf }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()
  const [tall, setTall] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const measuredHtml = useRef<string | null>(null)

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    // A hidden panel (collapsed, or its tab hidden) measures 0: keep the last real answer.
    const check = () => {
      const height = measure(el)
      if (height > 0) setTall(height > GUIDE_COLLAPSED_HEIGHT)
    }
    // Measured at once only for new content: a tab shown again runs this effect again, and
    // reading the height here would lay out the whole page in the middle of React's commit
    // (50 ms of each tab switch in the CPU profile). The observer's first report, after the
    // browser's own layout, answers then.
    if (measuredHtml.current !== html) {
      measuredHtml.current = html
      check()
    }
    // Images that load, a wider or narrower window, a panel opened again: measure again.
    const observer = new ResizeObserver(check)
    observer.observe(el)
    // An image of the server's that fails to load is left out, not shown broken.
    const hideBroken = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.hidden = true
    }
    el.addEventListener('error', hideBroken, true)
    return () => {
      observer.disconnect()
      el.removeEventListener('error', hideBroken, true)
    }
  }, [html, measure])

  const clipped = tall && !expanded
  return (
    <div className="business-guide__body">
      <div
        ref={ref}
        id={id}
        className={`business-guide__content${clipped ? ' business-guide__content--clipped' : ''}`}
        // Sanitised by the caller with DOMPurify (src/lib/sanitize-html.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {tall && (
        <Button
          color="primary"
          variant="link"
          size="small"
          className="business-guide__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? '收起' : '展开'}
        </Button>
      )}
    </div>
  )
}
