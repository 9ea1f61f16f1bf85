import { at } from './application-dates'
import { doneHistory } from './done-history'
import { addDays } from './trading-days'
import type { DownloadTaskRecord, FundRecord } from './types'

/**
 * Finished exports each demo user starts with, so the 下载中心 is not empty at first: made in
 * the week before the seed day, some filtered by one of the organisation's funds (its code).
 */
const SEEDS: ReadonlyArray<{
  userId: string
  orgId: string
  fundCode?: string
  daysBefore: number
  /** Beijing time, HH:mm:ss. */
  time: string
  failedReason?: string
}> = [
  { userId: 'U1001', orgId: 'ORG001', daysBefore: 6, time: '09:30:15' },
  { userId: 'U1001', orgId: 'ORG001', fundCode: 'SXA003', daysBefore: 3, time: '14:12:06' },
  {
    userId: 'U1001',
    orgId: 'ORG001',
    daysBefore: 1,
    time: '16:33:48',
    failedReason: '导出服务繁忙，任务未能完成，请重新导出',
  },
  { userId: 'U1002', orgId: 'ORG003', daysBefore: 5, time: '10:15:02' },
  { userId: 'U1002', orgId: 'ORG003', fundCode: 'SXC008', daysBefore: 2, time: '11:07:30' },
  { userId: 'U1003', orgId: 'ORG001', daysBefore: 4, time: '15:20:44' },
  { userId: 'U1003', orgId: 'ORG001', fundCode: 'SXA004', daysBefore: 2, time: '09:09:18' },
]

/** The title filter the export was made with: the fund's name without its type. */
const shortNameOf = (fund: FundRecord | undefined) =>
  fund?.fundName.replace(/(私募证券投资基金|私募股权投资基金)$/, '')

export function seedDownloadTasks(
  funds: readonly FundRecord[],
  seedDay: string,
): DownloadTaskRecord[] {
  return SEEDS.map((s, i) => {
    const day = addDays(seedDay, -s.daysBefore)
    const createdAt = Date.parse(at(day, s.time.slice(0, 5))) + Number(s.time.slice(6)) * 1000
    const tittle = s.fundCode ? shortNameOf(funds.find((f) => f.fundCode === s.fundCode)) : ''
    // What the file holds: it is made when downloaded, from the whole history.
    const rows = doneHistory(s.orgId, seedDay).filter(
      (d) => !tittle || d.title.includes(tittle),
    ).length
    return {
      taskId: `DTSEED${String(i + 1).padStart(2, '0')}`,
      userId: s.userId,
      orgId: s.orgId,
      source: 'done-list',
      params: tittle ? { tittle } : {},
      fileName: `待办办结_办结列表_${day.replaceAll('-', '')}${s.time.replaceAll(':', '')}.xlsx`,
      rows,
      createdAt,
      ...(s.failedReason ? { failedReason: s.failedReason } : {}),
      // Finished before the seed: no ready message for these.
      notified: true,
    }
  })
}
