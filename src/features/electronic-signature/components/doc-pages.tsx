import type { KeyboardEvent, MouseEvent } from 'react'
import { SafeHtml } from '@/components/safe-html'
import type { SealFace, SealPlacement, SignDocPages } from '@contract/api/e-signature'
import { SealMark } from './seal-mark'

/** A page is A4: its height is √2 of its width. */
const PAGE_RATIO = 297 / 210
/** The seal's size in percent of the page's width (a 42 mm seal on a 210 mm page). */
export const sealWidthOf = (face: SealFace) => (face.sealType === 'legal' ? 13 : 20)
/** Where Enter puts the seal: over the first party's line (at 68 % of a last page). */
const DEFAULT_SPOT = { x: 60, y: 72 }
const STEP = 2
const MOVES: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))
const round = (n: number) => Math.round(n * 10) / 10

/** Keeps the whole seal on the page. */
export function keepOnPage(face: SealFace, placement: SealPlacement): SealPlacement {
  const half = sealWidthOf(face) / 2
  const halfHigh = half / PAGE_RATIO
  return {
    page: placement.page,
    x: round(clamp(placement.x, half, 100 - half)),
    y: round(clamp(placement.y, halfHigh, 100 - halfHigh)),
  }
}

interface Props {
  doc: SignDocPages
  /** The seal chosen (undefined: none yet, and a click says to choose one). */
  face?: SealFace
  sealName?: string
  placement?: SealPlacement
  onPlace: (placement: SealPlacement) => void
  /** A page was clicked before a seal was chosen. */
  onNoSeal: () => void
}

/**
 * The document's pages as paper, one under another; a click on a page puts the seal there
 * (another click moves it, on that page or another). From the keyboard: Enter or Space on a
 * page puts it over the parties' lines, the arrow keys move it.
 */
export function DocPages({ doc, face, sealName = '', placement, onPlace, onNoSeal }: Props) {
  const total = doc.pages.length
  const place = (page: number, x: number, y: number) =>
    face ? onPlace(keepOnPage(face, { page, x, y })) : onNoSeal()

  const onClick = (page: number) => (e: MouseEvent<HTMLButtonElement>) => {
    const rect = e.currentTarget.getBoundingClientRect()
    // Enter or Space on the page (a click with no pointer): where the seal is, or the foot.
    if (e.detail === 0 || !rect.width || !rect.height) {
      const here = placement?.page === page ? placement : DEFAULT_SPOT
      return place(page, here.x, here.y)
    }
    place(
      page,
      ((e.clientX - rect.left) / rect.width) * 100,
      ((e.clientY - rect.top) / rect.height) * 100,
    )
  }

  const onKey = (page: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[e.key]
    if (!move || placement?.page !== page) return
    e.preventDefault()
    place(page, placement.x + move[0], placement.y + move[1])
  }

  return (
    <div className="esign-pages">
      {doc.pages.map(({ page, html }) => (
        <div key={page} className={`esign-page${face ? ' esign-page--placing' : ''}`}>
          <div className="esign-page__content">
            <SafeHtml className="esign-page__body" html={html} rows={8} />
          </div>
          <div className="esign-page__number">
            第 {page} 页 / 共 {total} 页
          </div>
          {/* The page's surface to place the seal on: the text stays readable beneath it. */}
          <button
            type="button"
            className="esign-page__target"
            aria-label={`第 ${page} 页（共 ${total} 页），点击放置印章`}
            onClick={onClick(page)}
            onKeyDown={onKey(page)}
          />
          {face && placement?.page === page && (
            <span
              className="esign-page__seal"
              style={{
                left: `${placement.x}%`,
                top: `${placement.y}%`,
                width: `${sealWidthOf(face)}%`,
              }}
            >
              <SealMark face={face} name={sealName} size="100%" />
            </span>
          )}
        </div>
      ))}
    </div>
  )
}
