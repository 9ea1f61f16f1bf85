import type { Dayjs } from 'dayjs'
import { formatNav } from '@/lib/format'

/** The bonus plan form's own checks (the server checks them again). */

type Getter = { getFieldValue: (name: string) => unknown }

/** 除息日 ≥ 权益登记日. */
export const notBeforeRecordDate = ({ getFieldValue }: Getter) => ({
  validator: (_: unknown, exDate?: Dayjs) => {
    const recordDate = getFieldValue('recordDate') as Dayjs | undefined
    return exDate && recordDate && exDate.isBefore(recordDate, 'day')
      ? Promise.reject(new Error('除息日不能早于权益登记日'))
      : Promise.resolve()
  },
})

/** 0 < 每份分红 ≤ the fund's latest unit NAV. */
export const withinUnitNav = (unitNav: number | undefined) => ({
  validator: (_: unknown, value?: number | null) => {
    if (value === undefined || value === null) return Promise.resolve()
    if (value <= 0) return Promise.reject(new Error('每份分红金额须大于 0'))
    if (unitNav !== undefined && value > unitNav) {
      return Promise.reject(new Error(`每份分红金额不能超过单位净值 ${formatNav(unitNav)} 元`))
    }
    return Promise.resolve()
  },
})
