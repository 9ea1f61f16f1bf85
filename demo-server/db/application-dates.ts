import { beijingToday, toBeijingIso } from '@contract/beijing-time'
import { runningSharesOf } from './fund-shares'
import { hashText } from './random'
import { addDays, isTradingDay } from './trading-days'

/** Dates and actors shared by the 产品成立, 产品清算 and 产品分红 tables and handlers. */

/** Today in Beijing, YYYY-MM-DD (the one clock's, contract/beijing-time). */
export { beijingToday }

/** A Beijing time on a day as ISO 8601, e.g. at('2026-05-06', '10:30') → '2026-05-06T10:30:00+08:00'. */
export const at = (date: string, time: string) => toBeijingIso(`${date} ${time}`)

/** The first trading day on or after a date. */
export function tradingDayFrom(date: string) {
  let day = date
  while (!isTradingDay(day)) day = addDays(day, 1)
  return day
}

/** Who acts for the custodian on the demo's applications. */
export const CUSTODIAN = '托管运营部 周敏'

/** Who filed an organisation's seeded applications. */
export const FILER: Readonly<Record<string, string>> = {
  ORG001: '王经理',
  ORG002: '王经理',
  ORG003: '张管理员',
}

/** A whole number in [min, max] fixed by a text (a fund code, say) and a salt. */
export const pick = (text: string, salt: string, min: number, max: number) =>
  min + (hashText(`${text}:${salt}`) % (max - min + 1))

/** Units a fund holds: the demo's one share count. */
export const sharesOf = (fundCode: string) => runningSharesOf(fundCode)

export const round2 = (n: number) => Math.round(n * 100) / 100
