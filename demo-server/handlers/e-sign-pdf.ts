import type { SealFace } from '@contract/api/e-signature'
import type { PageText } from '../db/e-sign-text'
import { hex, PAGE, pdfPages } from './pdf-file'

/*
 * A signed document as a real PDF, assembled by pdf-file.ts's pdfPages: the document's pages
 * with their clauses, and the seal drawn in red where it was placed — a round seal with the
 * organisation's name around a star, or a square 法人章.
 */

const { width: W, height: H, margin: MARGIN } = PAGE
const BODY = 11
const PER_LINE = Math.floor((W - 2 * MARGIN) / BODY)
const RED = '0.84 0.07 0.11'
/** Where the parties' first line is, from the top of the last page. */
const PARTIES_AT = 0.7

export interface Stamp extends SealFace {
  page: number
  /** The seal's centre in percent of the page's width and height, from the top left. */
  x: number
  y: number
}

export interface SignedPdfInput {
  title: string
  docNo: string
  pages: PageText[]
  signedDate: string
  stamp: Stamp
  footnote: string
}

const n2 = (n: number) => String(Math.round(n * 100) / 100)

/** One run of text at a matrix (a b c d e f). */
const text = (s: string, size: number, m: readonly number[]) =>
  `BT /F1 ${n2(size)} Tf ${m.map(n2).join(' ')} Tm ${hex(s)} Tj ET`

function wrap(s: string, per = PER_LINE): string[] {
  const chars = [...s]
  const lines: string[] = []
  for (let i = 0; i < chars.length; i += per) lines.push(chars.slice(i, i + per).join(''))
  return lines
}

/** The page's text, top down. */
function pageText(input: SignedPdfInput, index: number): string[] {
  const ops: string[] = []
  let y = H - MARGIN
  const line = (s: string, size: number, gap: number, x = MARGIN) => {
    y -= gap
    ops.push(text(s, size, [1, 0, 0, 1, x, y]))
  }
  if (index === 0) {
    wrap(input.title, 30).forEach((s) => line(s, 16, 22))
    line(`文件编号：${input.docNo}`, 9, 18)
    y -= 8
  }
  const page = input.pages[index]!
  for (const [heading, ...paragraphs] of page.clauses) {
    if (heading) line(heading, 13, 26)
    for (const p of paragraphs)
      wrap(`\u3000\u3000${p}`).forEach((s, i) => line(s, BODY, i ? 18 : 20))
  }
  if (page.parties.length) {
    // The parties' lines sit at 70 % of the page, as in the signing view, where seals go.
    y = Math.min(y - 30, H * (1 - PARTIES_AT) + 28)
    for (const p of [...page.parties, `签署日期：${input.signedDate}`]) line(p, 12, 28)
  }
  ops.push(
    `0.45 g`,
    text(`第 ${index + 1} 页 / 共 ${input.pages.length} 页`, 9, [1, 0, 0, 1, W / 2 - 34, 30]),
    '0 g',
  )
  return ops
}

/** A circle of four Bézier arcs. */
function circle(cx: number, cy: number, r: number) {
  const k = 0.5523 * r
  return [
    `${n2(cx + r)} ${n2(cy)} m`,
    `${n2(cx + r)} ${n2(cy + k)} ${n2(cx + k)} ${n2(cy + r)} ${n2(cx)} ${n2(cy + r)} c`,
    `${n2(cx - k)} ${n2(cy + r)} ${n2(cx - r)} ${n2(cy + k)} ${n2(cx - r)} ${n2(cy)} c`,
    `${n2(cx - r)} ${n2(cy - k)} ${n2(cx - k)} ${n2(cy - r)} ${n2(cx)} ${n2(cy - r)} c`,
    `${n2(cx + k)} ${n2(cy - r)} ${n2(cx + r)} ${n2(cy - k)} ${n2(cx + r)} ${n2(cy)} c`,
    'S',
  ].join('\n')
}

function star(cx: number, cy: number, r: number) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = Math.PI / 2 + (i * Math.PI) / 5
    const radius = i % 2 ? r * 0.382 : r
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]
  })
  return `${points.map(([px, py], i) => `${n2(px!)} ${n2(py!)} ${i ? 'l' : 'm'}`).join(' ')} h f`
}

/** The name along the top of the ring, each character turned to face outwards. */
function ringText(s: string, cx: number, cy: number, r: number) {
  const chars = [...s]
  const span = (Math.min(250, 26 * chars.length) * Math.PI) / 180
  const size = Math.min(r * 0.24, (span * (r * 0.72)) / chars.length / 1.1)
  const radius = r - 5 - size
  return chars.map((ch, i) => {
    const theta = Math.PI / 2 + span / 2 - ((i + 0.5) * span) / chars.length
    const phi = theta - Math.PI / 2
    const [cos, sin] = [Math.cos(phi), Math.sin(phi)]
    const bx = cx + radius * Math.cos(theta) - (size / 2) * cos
    const by = cy + radius * Math.sin(theta) - (size / 2) * sin
    return text(ch, size, [cos, sin, -sin, cos, bx, by])
  })
}

function sealOps(stamp: Stamp) {
  const cx = (stamp.x / 100) * W
  const cy = H - (stamp.y / 100) * H
  const ops = [`q ${RED} RG ${RED} rg`]
  if (stamp.sealType === 'legal') {
    const side = W * 0.13
    const chars = [...stamp.text]
    const cols = Math.ceil(chars.length / 2)
    const size = Math.min(side * 0.36, (side * 0.76) / cols)
    ops.push(`3 w ${n2(cx - side / 2)} ${n2(cy - side / 2)} ${n2(side)} ${n2(side)} re S`)
    const cell = (side * 0.84) / Math.max(cols, 2)
    chars.forEach((ch, i) => {
      // Read in columns from the right, top to bottom, as a name seal is.
      const left = cx + cols * (cell / 2) - (Math.floor(i / 2) + 1) * cell
      const bottom = i % 2 ? cy - cell : cy
      const x = left + (cell - size) / 2
      const y = bottom + (cell - size) / 2 + size * 0.12
      ops.push(text(ch, size, [1, 0, 0, 1, x, y]))
    })
  } else {
    const r = W * 0.1
    ops.push('3 w', circle(cx, cy, r), star(cx, cy + r * 0.05, r * 0.28))
    ops.push(...ringText(stamp.text, cx, cy, r))
    if (stamp.label) {
      const size = r * 0.17
      const width = [...stamp.label].length * size
      ops.push(text(stamp.label, size, [1, 0, 0, 1, cx - width / 2, cy - r * 0.58]))
    }
  }
  ops.push('Q')
  return ops
}

/** The signed document as a PDF: every page, the seal on its page and a note of who signed. */
export function signedPdf(input: SignedPdfInput): Uint8Array {
  const streams = input.pages.map((_, i) => {
    const ops = pageText(input, i)
    if (i + 1 === input.stamp.page) {
      ops.push(...sealOps(input.stamp))
      ops.push(
        '0.45 g',
        ...wrap(input.footnote, 60).map((s, k) => text(s, 8, [1, 0, 0, 1, MARGIN, 58 - k * 11])),
        '0 g',
      )
    }
    return ops.join('\n')
  })
  return pdfPages(streams)
}
