import { useId } from 'react'
import type { SealFace } from '@contract/api/e-signature'

const RED = '#d0202e'
const FONT = "'SimSun', 'Songti SC', 'Noto Serif CJK SC', 'Source Han Serif SC', serif"

interface Props {
  face: SealFace
  /** The image's width in px, or a CSS length (a share of a page). */
  size?: number | string
  /** Names the image for a screen reader: the seal's name. */
  name: string
  className?: string
}

/** A five-pointed star's points around (cx, cy). */
function starPoints(cx: number, cy: number, r: number) {
  return Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    const radius = i % 2 ? r * 0.382 : r
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`
  }).join(' ')
}

/** A square 法人章: the name and 印 in two columns, read from the right. */
function LegalSeal({ text }: { text: string }) {
  const chars = [...text]
  const cols = Math.ceil(chars.length / 2)
  const cell = 84 / Math.max(cols, 2)
  return (
    <>
      <rect x="5" y="5" width="90" height="90" fill="none" stroke={RED} strokeWidth="6" />
      {chars.map((ch, i) => (
        <text
          key={i}
          x={50 + cols * (cell / 2) - (Math.floor(i / 2) + 0.5) * cell}
          y={i % 2 ? 84 : 44}
          fontSize={Math.min(36, cell * 0.86)}
          textAnchor="middle"
        >
          {ch}
        </text>
      ))}
    </>
  )
}

/**
 * A seal's image, drawn here rather than fetched: a round seal with the organisation's name
 * around a star and the seal's use beneath (合同专用章), or a square 法人章.
 */
export function SealMark({ face, size = 96, name, className }: Props) {
  const arc = `esign-arc-${useId().replace(/:/g, '')}`
  const legal = face.sealType === 'legal'
  const arcLength = 68 * ((240 * Math.PI) / 180)
  const ringSize = Math.min(22, (arcLength * 0.9) / Math.max([...face.text].length, 1))
  return (
    <svg
      className={className}
      role="img"
      aria-label={`${name}印章图样`}
      viewBox={legal ? '0 0 100 100' : '0 0 200 200'}
      width={size}
      height={typeof size === 'number' ? size : undefined}
      fill={RED}
      fontFamily={FONT}
      fontWeight="bold"
    >
      {legal ? (
        <LegalSeal text={face.text} />
      ) : (
        <>
          <circle cx="100" cy="100" r="93" fill="none" stroke={RED} strokeWidth="7" />
          <path id={arc} d="M 41.11 134 A 68 68 0 1 1 158.89 134" fill="none" />
          <text fontSize={ringSize}>
            <textPath
              href={`#${arc}`}
              startOffset="50%"
              textAnchor="middle"
              textLength={arcLength * 0.94}
              lengthAdjust="spacing"
            >
              {face.text}
            </textPath>
          </text>
          <polygon points={starPoints(100, 96, 30)} />
          {face.label && (
            <text x="100" y="156" fontSize="19" textAnchor="middle">
              {face.label}
            </text>
          )}
        </>
      )}
    </svg>
  )
}
