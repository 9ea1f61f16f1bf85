import { instantOf } from '@/lib/beijing-time'
import { doneHistory } from './done-history'
import type { DownloadTaskRecord } from './types'

/** Finished exports each demo user starts with, so the 下载中心 is not empty at first. */
const SEEDS: ReadonlyArray<{
  userId: string
  orgId: string
  tittle?: string
  fileName: string
  /** Beijing time. */
  at: string
  failedReason?: string
}> = [
  {
    userId: 'U1001',
    orgId: 'ORG001',
    fileName: '待办办结_办结列表_20250520093015.xlsx',
    at: '2025-05-20T09:30:00',
  },
  {
    userId: 'U1001',
    orgId: 'ORG001',
    tittle: '泉城稳健一号',
    fileName: '待办办结_办结列表_20250528141206.xlsx',
    at: '2025-05-28T14:12:00',
  },
  {
    userId: 'U1001',
    orgId: 'ORG001',
    fileName: '待办办结_办结列表_20250530163348.xlsx',
    at: '2025-05-30T16:33:00',
    failedReason: '导出服务繁忙，任务未能完成，请重新导出',
  },
  {
    userId: 'U1002',
    orgId: 'ORG003',
    fileName: '待办办结_办结列表_20250526101502.xlsx',
    at: '2025-05-26T10:15:00',
  },
  {
    userId: 'U1002',
    orgId: 'ORG003',
    tittle: '泰山红利精选',
    fileName: '待办办结_办结列表_20250529110730.xlsx',
    at: '2025-05-29T11:07:00',
  },
  {
    userId: 'U1003',
    orgId: 'ORG001',
    fileName: '待办办结_办结列表_20250522152044.xlsx',
    at: '2025-05-22T15:20:00',
  },
  {
    userId: 'U1003',
    orgId: 'ORG001',
    tittle: '泉城价值精选',
    fileName: '待办办结_办结列表_20250527090918.xlsx',
    at: '2025-05-27T09:09:00',
  },
]

export function seedDownloadTasks(): DownloadTaskRecord[] {
  return SEEDS.map((s, i) => ({
    taskId: `DTSEED${String(i + 1).padStart(2, '0')}`,
    userId: s.userId,
    orgId: s.orgId,
    source: 'done-list',
    params: s.tittle ? { tittle: s.tittle } : {},
    fileName: s.fileName,
    rows: doneHistory(s.orgId).filter((d) => !s.tittle || d.title.includes(s.tittle)).length,
    createdAt: instantOf(s.at),
    ...(s.failedReason ? { failedReason: s.failedReason } : {}),
    // Finished long ago: no ready message for these.
    notified: true,
  }))
}
