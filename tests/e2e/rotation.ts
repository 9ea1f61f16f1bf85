import { beijingToday } from '../../contract/beijing-time'

/**
 * The sweeps over every page or every case (axe in both skins, tabs kept alive, garbage in
 * storage) run a share of their items per run, a different share each day (Beijing's), so every
 * item runs every few days for a fraction of the time (issue 21). The output names each sweep's
 * rotation: E2E_ROTATION=<n> runs that rotation again, E2E_ROTATION=all runs every item (do that
 * after changing what a sweep covers, the theme or a shared component).
 */
const DAY_MS = 86_400_000

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
