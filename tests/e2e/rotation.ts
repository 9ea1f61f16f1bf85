import { test } from 'vitest'
import { beijingToday } from '../../contract/beijing-time'

/**
 * The sweeps over every page or every case (axe in both skins, tabs kept alive, garbage in
 * storage) run a share of their items per run, a different share each day (Beijing's): every
 * sweep's item once a week (`WEEK`), every look every other day (issue 21). The output names
 * each sweep's rotation: E2E_ROTATION=<n> runs that rotation again, E2E_ROTATION=all runs every
 * item (do that after changing what a sweep covers, the theme or a shared component).
 */
const DAY_MS = 86_400_000
/** The sweeps' shares: each item once a week, as issue 21 allows (the looks alternate: 2). */
export const WEEK = 7

export function todaysShare<T>(
  sweep: string,
  items: readonly T[],
  name: (item: T) => string,
  { shares, dayOffset = 0 }: { shares: number; dayOffset?: number },
): T[] {
  const asked = process.env.E2E_ROTATION
  if (asked === 'all') return [...items]
  const rotation = asked ? Number(asked) : Date.parse(beijingToday()) / DAY_MS + dayOffset
  if (!Number.isInteger(rotation)) throw new Error(`E2E_ROTATION=${asked}: a whole number or all`)
  const share = ((rotation % shares) + shares) % shares
  const run = items.filter((_, i) => i % shares === share)
  console.log(
    `${sweep}: rotation ${rotation}, share ${share + 1} of ${shares} (E2E_ROTATION=${rotation} repeats it, =all runs every one): ${run.map(name).join(', ')}`,
  )
  return run
}

/**
 * Each area's look in the dark skin (light text on a dark ground) and in a 900 px window or the
 * light skin (nothing cut off or running off the right; axe) is a journey of its own, and the
 * two alternate: one run checks every area's dark skin, the next its other look. What an area
 * does is checked every run; the axe sweeps check every page's contrast in both skins too.
 */
const LOOKS = [
  'e-signature: dark',
  'e-signature: 900',
  'data-submission: dark',
  'data-submission: 900',
  'downloads: dark',
  'downloads: 900',
  'valuation-table: dark',
  'valuation-table: 900',
  'contract wizard: dark',
  'contract wizard: 900',
  'demand-faq: dark',
  'demand-faq: 900',
  'individual: dark',
  'individual: 900',
  'messages: dark',
  'messages: 900',
  // One journey each, both looks in one page: one in each share.
  'home: dark, then 900',
  'sales-statistics: dark at 900',
  // The public pages on a phone: axe and the fit in one skin per run.
  'registration axe: dark',
  'registration axe: light',
  'password-reset phone: dark',
  'password-reset phone: light',
] as const
export type Look = (typeof LOOKS)[number]

let looksToday: ReadonlySet<Look> | undefined

/** `test(title, journey)` when `look` is in today's share of the looks (see LOOKS). */
export function lookTest(look: Look, title: string, journey: () => Promise<void>) {
  looksToday ??= new Set(todaysShare('looks', LOOKS, (name) => name, { shares: 2 }))
  if (looksToday.has(look)) test(title, journey)
}
