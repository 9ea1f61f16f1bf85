import { LIQUIDATION_REASONS, type LiquidationStatus } from '@contract/api/fund-liquidation'
import { at, beijingToday, CUSTODIAN, FILER, pick } from './application-dates'
import { addDays } from './trading-days'
import type { FundRecord, LiquidationRecord, PendingItemRecord } from './types'

/*
 * 产品清算: each liquidated fund's finished liquidation (已完成) and each liquidating fund's
 * one in progress; 泉城's first liquidating fund waits on the manager to confirm the report.
 */

const CONFIRMING: Readonly<Record<string, number>> = { ORG001: 1 }

export const liquidationPendingTitle = (fundName: string) => `${fundName} 产品清算申请待确认`

const REPORT_CHECKED = '清算报告已复核，请管理人确认'

function recordOf(id: string, fund: FundRecord, status: LiquidationStatus): LiquidationRecord {
  const today = beijingToday()
  const end = addDays(fund.establishDate, 900)
  const baseDate =
    status === 'done' && end < addDays(today, -60)
      ? end
      : addDays(today, -pick(fund.fundCode, 'base', 20, 50))
  const applyDate = addDays(baseDate, 3)
  const filer = FILER[fund.orgId] ?? '经办人'
  const reportDay = addDays(applyDate, 12)
  const events: LiquidationRecord['events'] = [
    { step: 'submit', at: at(applyDate, '11:05'), actor: filer },
  ]
  if (status !== 'liquidating') {
    events.push({
      step: 'report',
      at: at(reportDay, '16:30'),
      actor: CUSTODIAN,
      reason: REPORT_CHECKED,
    })
  }
  if (status === 'done') {
    events.push({ step: 'confirm', at: at(addDays(reportDay, 2), '10:20'), actor: filer })
  }
  return {
    id,
    orgId: fund.orgId,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    status,
    reason: LIQUIDATION_REASONS[pick(fund.fundCode, 'reason', 0, 5) % 3 === 2 ? 1 : 0],
    baseDate,
    applyDate,
    remainingAssets:
      status === 'liquidating'
        ? null
        : pick(fund.fundCode, 'assets', 800, 9_800) * 10_000 + 3_816.27,
    events,
  }
}

export function seedLiquidations(funds: readonly FundRecord[]) {
  const records: LiquidationRecord[] = []
  const counters = new Map<string, number>()
  for (const fund of funds) {
    if (fund.stage !== 'liquidating' && fund.stage !== 'liquidated') continue
    const n = (counters.get(fund.orgId) ?? 0) + 1
    counters.set(fund.orgId, n)
    const id = `LQ${fund.fundCode.slice(2, 3)}${String(n).padStart(3, '0')}`
    const liquidatingSoFar = records.filter(
      (r) => r.orgId === fund.orgId && r.status !== 'done',
    ).length
    const status: LiquidationStatus =
      fund.stage === 'liquidated'
        ? 'done'
        : liquidatingSoFar < (CONFIRMING[fund.orgId] ?? 0)
          ? 'confirming'
          : 'liquidating'
    records.push(recordOf(id, fund, status))
  }
  const pending: PendingItemRecord[] = records
    .filter((r) => r.status === 'confirming')
    .map((r) => ({
      id: r.id,
      todoKey: 'liquidationNum',
      orgId: r.orgId,
      title: liquidationPendingTitle(r.fundName),
      createdAt: new Date(Date.parse(r.events.at(-1)!.at)).toISOString(),
    }))
  return { records, pending }
}
