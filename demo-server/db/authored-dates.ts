import { beijingToday } from './application-dates'
import { addDays, fromIso } from './trading-days'

/*
 * Many seeded records (托管, 电子签约, 合同, 估值报告…) were written as fixed times around one
 * day. Seeding moves them to the seed day by whole weeks, so each keeps its weekday and its
 * distance from the others, and a record written before that day is before the seed day too.
 */

/** The day most of those records were written against: the demo's seed day when they were. */
export const AUTHORED_DAY = '2026-11-25'

/** Days to add to a date written against `authoredDay`: whole weeks, never past the seed day. */
export function authoredShift(seedDay = beijingToday(), authoredDay = AUTHORED_DAY) {
  const days = Math.round((fromIso(seedDay) - fromIso(authoredDay)) / 86_400_000)
  return 7 * Math.floor(days / 7)
}

/**
 * A YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss (Beijing time), written against `authoredDay`, moved
 * to the seed day (today, unless said).
 */
export const fromAuthored = (stamp: string, seedDay?: string, authoredDay = AUTHORED_DAY) =>
  addDays(stamp.slice(0, 10), authoredShift(seedDay, authoredDay)) + stamp.slice(10)
