import { useEffect, useReducer } from 'react'
import { Highlight as Marked } from '@/components/highlight'
import type { MatchRange, matchText } from '@/lib/menu-filter'

// The pinyin dictionary is large: loaded the first time a pinyin highlight is wanted, with
// the literal highlight shown until then (the server has already matched by pinyin).
let pinyinMatch: typeof matchText | undefined
let loading: Promise<void> | undefined

function usePinyinMatch(wanted: boolean) {
  const [, loaded] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!wanted || pinyinMatch) return undefined
    let live = true
    loading ??= import('@/lib/menu-filter').then((m) => {
      pinyinMatch = m.matchText
    })
    void loading.then(() => live && loaded())
    return () => {
      live = false
    }
  }, [wanted])
  return wanted ? pinyinMatch : undefined
}

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
  const byPinyin = usePinyinMatch(pinyin && literal.length === 0)
  const ranges = byPinyin ? byPinyin(text, keyword) : literal
  return <Marked text={text} ranges={ranges} />
}
