/** One point of a NAV (accumulated unit NAV) or index series, oldest first. */
export interface NavSample {
  /** YYYY-MM-DD */
  date: string
  nav: number
}

/** Maximum drawdown with where it happened; dates null when there is no drawdown. */
export interface Drawdown {
  /** 1 − trough / peak, in [0, 1). */
  value: number
  peakDate: string | null
  troughDate: string | null
  /** The first date the NAV is back at the peak; null while it is not. */
  recoveryDate: string | null
}

/**
 * Every metric of screens.md "Performance metrics" over one series; null where it cannot be
 * computed (too few points, a zero denominator), so nothing shows NaN or Infinity.
 */
export interface PerformanceMetrics {
  startDate: string | null
  endDate: string | null
  /** Points in the range, the base point included. */
  points: number
  /** 252 daily, 52 weekly, 12 monthly: from the median spacing of the dates. */
  periodsPerYear: number | null
  periodReturn: number | null
  annualisedReturn: number | null
  annualisedVolatility: number | null
  maxDrawdown: Drawdown | null
  sharpe: number | null
  sortino: number | null
  calmar: number | null
  /** Period return minus the benchmark's, both over the dates they share. */
  excessReturn: number | null
  winRate: number | null
}
