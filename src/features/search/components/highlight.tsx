import type { ReactNode } from 'react'
import { matchText, type MatchRange } from '@/lib/menu-filter'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where the keyword occurs in the text, literally and ignoring case. */
export function literalRanges(text: string, keyword: string): MatchRange[] {
  const kw = keyword.trim()
  if (!kw) return []
  const pattern = new RegExp(escapeRegExp(kw), 'giu')
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const)
}

interface Props {
  text: string
  keyword: string
  /** Also match by pinyin (full, initials or a mix), as the menu search does on names. */
  pinyin?: boolean
}

/** The text with the keyword's matches in <mark>. */
export function Highlight({ text, keyword, pinyin = false }: Props) {
  const literal = literalRanges(text, keyword)
  const ranges = pinyin && literal.length === 0 ? matchText(text, keyword) : literal
  if (ranges.length === 0) return <>{text}</>
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
