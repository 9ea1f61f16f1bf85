import type { CSSProperties } from 'react'

/** A service offering: a heading and what it covers. */
export interface ServiceBlock {
  title: string
  points: string[]
}

/** Service offerings as cards, two to a row on wide screens. */
export function ServiceGrid({ blocks, label }: { blocks: ServiceBlock[]; label: string }) {
  return (
    <ul className="service-grid" aria-label={label}>
      {blocks.map((block) => (
        <li key={block.title} className="service-card">
          <h3>{block.title}</h3>
          <ul>
            {block.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

/** Rows without a lone last step: six in threes, four in a row. */
const columnsFor = (count: number) => (count % 3 === 0 ? 3 : Math.min(count, 4))

/** The steps of a service, in order. */
export function ServiceSteps({ steps, label }: { steps: Array<[string, string]>; label: string }) {
  return (
    <ol
      className="service-steps"
      aria-label={label}
      style={{ '--step-cols': columnsFor(steps.length) } as CSSProperties}
    >
      {steps.map(([title, text]) => (
        <li key={title}>
          <strong>{title}</strong>
          <span>{text}</span>
        </li>
      ))}
    </ol>
  )
}
