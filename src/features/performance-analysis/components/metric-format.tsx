import { formatAmount, formatPercent, NO_VALUE, trendOf } from '@/lib/format'

/** A signed ratio as a percentage, red up and green down. */
export const SignedPercent = ({ value }: { value: number | null | undefined }) => (
  <span className={`trend--${trendOf(value)}`}>{formatPercent(value)}</span>
)

/** A ratio as a percentage without sign or colour: volatility, drawdown, win rate. */
export const plainPercent = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? NO_VALUE
    : `${formatAmount(value * 100)}%`

/** A ratio to 2 decimals: Sharpe, Sortino, Calmar. */
export const ratioText = (value: number | null | undefined) => formatAmount(value)
