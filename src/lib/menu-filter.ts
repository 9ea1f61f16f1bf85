import { pinyin } from 'pinyin-pro'
import { IF_AUTH_PERMITTED } from '@contract/api'
import type { MenuNode } from './menu-tree'

/** A matched stretch of a menu name: [start, end) in UTF-16 offsets, ready for `slice`. */
export type MatchRange = readonly [start: number, end: number]

export interface MenuFilter {
  keyword: string
  /** false: menus the user may not open (ifAuth ≠ 1) are left out with everything under them. */
  showLocked: boolean
}

export interface FilteredMenus {
  tree: MenuNode[]
  /** Where each matching menu's name matched, by menuId; empty without a keyword. */
  highlights: ReadonlyMap<number, readonly MatchRange[]>
}

/** One character of a name: itself (lower case), its pinyin, and where it sits. */
interface NameChar {
  text: string
  readings: readonly string[]
  start: number
  end: number
  space: boolean
}

const HAN = /\p{Script=Han}/u
const WHITESPACE = /\s/
const PINYIN_OPTIONS = { toneType: 'none', type: 'array', v: true } as const

/** ü is typed as v by most input methods and as u by some: accept both. */
const readingsOf = (readings: readonly string[]) => [
  ...new Set(readings.flatMap((r) => [r.toLowerCase(), r.toLowerCase().replace(/v/g, 'u')])),
]

/*
 * Readings of each run of Han characters, once per run: a word picks its reading in context
 * (银行 → yin hang, 查询 → cha xun), and thousands of menus share a few runs (批量查询1-1-1…).
 * Other readings of a character are left out: they mostly match noise (查 as zha).
 */
const runReadings = new Map<string, readonly string[]>()
function readingsOfRun(run: string): readonly string[] {
  let readings = runReadings.get(run)
  if (!readings) {
    const whole = pinyin(run, PINYIN_OPTIONS)
    const chars = Array.from(run)
    readings =
      whole.length === chars.length ? whole : chars.map((c) => pinyin(c, PINYIN_OPTIONS)[0] ?? '')
    runReadings.set(run, readings)
  }
  return readings
}

function analyse(name: string): NameChar[] {
  const chars = Array.from(name)
  const readings: string[] = []
  for (let i = 0; i < chars.length;) {
    if (!HAN.test(chars[i] as string)) {
      readings.push('')
      i++
      continue
    }
    let end = i
    while (end < chars.length && HAN.test(chars[end] as string)) end++
    readings.push(...readingsOfRun(chars.slice(i, end).join('')))
    i = end
  }
  let offset = 0
  return chars.map((text, i) => {
    const start = offset
    offset += text.length
    const own = readings[i] ?? ''
    return {
      text: text.toLowerCase(),
      readings: own ? readingsOf([own]) : [],
      start,
      end: offset,
      space: WHITESPACE.test(text),
    }
  })
}

/** Names analysed once per menu object, so typing only matches (a new tree analyses again). */
const analysed = new WeakMap<MenuNode, NameChar[]>()
const charsOf = (menu: MenuNode) => {
  let chars = analysed.get(menu)
  if (!chars) analysed.set(menu, (chars = analyse(menu.menuName)))
  return chars
}

/** Analyses every name of the tree ahead of the first key (the panel does it when idle). */
export function prepareMenuNames(tree: readonly MenuNode[]) {
  const visit = (menu: MenuNode) => {
    reachOf(charsOf(menu))
    menu.children.forEach(visit)
  }
  tree.forEach(visit)
}

/**
 * Spaces removed, split into characters, each in lower case. Lower-casing each character on
 * its own, as names are, keeps İ (lower case i + a combining dot) one character that matches.
 */
export const normaliseKeyword = (keyword: string) =>
  Array.from(keyword.replace(/\s+/g, ''), (c) => c.toLowerCase())

/**
 * The end (exclusive char index) of the shortest match of `kw` starting at char `from`, or -1.
 * Each character consumes itself or any non-empty prefix of one of its pinyin readings, so
 * 估值表 matches 估值, gzb, guzhi, guzb, gzhib; whitespace inside a match is skipped.
 */
function matchFrom(chars: readonly NameChar[], from: number, kw: readonly string[]): number {
  const m = kw.length
  let reach = new Uint8Array(m + 1)
  reach[0] = 1
  for (let k = from; k < chars.length; k++) {
    const c = chars[k] as NameChar
    const next = new Uint8Array(m + 1)
    let alive = false
    for (let p = 0; p < m; p++) {
      if (!reach[p]) continue
      if (c.space && k > from) next[p] = 1
      if (kw[p] === c.text) next[p + 1] = 1
      for (const reading of c.readings) {
        for (let len = 1; len <= reading.length && p + len <= m; len++) {
          if (kw[p + len - 1] !== reading[len - 1]) break
          next[p + len] = 1
        }
      }
    }
    if (next[m]) return k + 1
    for (let p = 0; p < m; p++) alive ||= next[p] === 1
    if (!alive) return -1
    reach = next
  }
  return -1
}

/** Every non-overlapping place where the keyword matches the menu's name, left to right. */
export function matchMenuName(menu: MenuNode, keyword: string | readonly string[]): MatchRange[] {
  const kw = typeof keyword === 'string' ? normaliseKeyword(keyword) : keyword
  if (kw.length === 0) return []
  return rangesIn(charsOf(menu), kw)
}

/**
 * As matchMenuName, for any text (literally or by pinyin: full, initials, or a mix), e.g. a
 * search hit's name. The text is analysed on each call: meant for short texts.
 */
export function matchText(text: string, keyword: string | readonly string[]): MatchRange[] {
  const kw = typeof keyword === 'string' ? normaliseKeyword(keyword) : keyword
  if (kw.length === 0) return []
  return rangesIn(analyse(text), kw)
}

interface NameReach {
  /** The most keyword characters the name could take in: each character, or its longest reading. */
  capacity: number
  /** Every character a match can consume: the name's characters and its readings' letters. */
  alphabet: ReadonlySet<string>
}

const reaches = new WeakMap<readonly NameChar[], NameReach>()
function reachOf(chars: readonly NameChar[]): NameReach {
  let reach = reaches.get(chars)
  if (!reach) {
    const alphabet = new Set<string>()
    let capacity = 0
    for (const c of chars) {
      alphabet.add(c.text)
      for (const reading of c.readings) for (const letter of reading) alphabet.add(letter)
      capacity += Math.max(1, ...c.readings.map((r) => r.length))
    }
    reaches.set(chars, (reach = { capacity, alphabet }))
  }
  return reach
}

function rangesIn(chars: readonly NameChar[], kw: readonly string[]): MatchRange[] {
  const { capacity, alphabet } = reachOf(chars)
  // A pasted wall of text cannot match: answer at once instead of trying it at every offset.
  if (kw.length > capacity) return []
  // Most names lack some letter typed (批量查询 has no z for gzb): no offset need be tried.
  if (!kw.every((k) => alphabet.has(k))) return []
  const ranges: MatchRange[] = []
  for (let i = 0; i < chars.length;) {
    const end = chars[i]?.space ? -1 : matchFrom(chars, i, kw)
    if (end < 0) {
      i++
      continue
    }
    ranges.push([(chars[i] as NameChar).start, (chars[end - 1] as NameChar).end])
    i = end
  }
  return ranges
}

const sameNodes = (a: readonly MenuNode[], b: readonly MenuNode[]) =>
  a.length === b.length && a.every((node, i) => node === b[i])

/**
 * The 全景菜单 filter. A page stays when its name matches (literally or by pinyin: full,
 * initials, or a mix) or when a group or section above it matches, which keeps all its
 * children; a group or section stays while something under it stays. Without showLocked,
 * menus with ifAuth ≠ 1 go with everything under them. Unchanged nodes are returned as they are.
 */
export function filterMenuTree(tree: readonly MenuNode[], filter: MenuFilter): FilteredMenus {
  const kw = normaliseKeyword(filter.keyword)
  const highlights = new Map<number, MatchRange[]>()
  const visit = (nodes: readonly MenuNode[], ancestorMatched: boolean): MenuNode[] => {
    const kept: MenuNode[] = []
    for (const node of nodes) {
      if (!filter.showLocked && node.ifAuth !== IF_AUTH_PERMITTED) continue
      const ranges = matchMenuName(node, kw)
      if (ranges.length > 0) highlights.set(node.menuId, ranges)
      const matched = kw.length === 0 || ancestorMatched || ranges.length > 0
      const children = visit(node.children, matched)
      if (!(node.path && matched) && children.length === 0) continue
      kept.push(sameNodes(children, node.children) ? node : { ...node, children })
    }
    return kept
  }
  return { tree: visit(tree, false), highlights }
}
