import type { MatchRange } from '@/lib/menu-filter'
import type { ReactNode } from 'react'

interface Props {
  text: string
  ranges: readonly MatchRange[] | undefined
}

/** The text with its matched stretches in <mark> (the 全景菜单 filter, search results). */
export function Highlight({ text, ranges }: Props) {
  if (!ranges?.length) return <>{text}</>
  const parts: ReactNode[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start))
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>)
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}
