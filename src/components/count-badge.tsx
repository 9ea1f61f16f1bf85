import { Badge } from 'antd'
import { LIMITS } from '@contract/limits'

interface Props {
  count: number | undefined
  /** Read before the count by assistive technology: `待办 12`. */
  label?: string
  className?: string
}

/** The text a badge shows: the count, or '99+' above LIMITS.badgeMax; '' for none. */
export const badgeText = (count: number | undefined) =>
  !count || count <= 0 ? '' : count > LIMITS.badgeMax ? `${LIMITS.badgeMax}+` : String(count)

/** A small count badge (portal-spec §2: capped at 99 as '99+'); nothing for 0 or undefined. */
export function CountBadge({ count, label = '待办', className }: Props) {
  const text = badgeText(count)
  if (!text) return null
  return (
    <span className={className} role="img" aria-label={`${label} ${count}`}>
      <Badge count={text} size="small" title="" />
    </span>
  )
}
