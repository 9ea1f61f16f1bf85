import type { ApplicationFund } from '@contract/api/application'
import {
  LIQUIDATION_REASONS,
  LIQUIDATION_STATUS_LABEL,
  LIQUIDATION_STATUSES,
  type LiquidationDetail,
  type LiquidationRow,
  type LiquidationSubmit,
} from '@contract/api/fund-liquidation'
import { beijingToday } from '../db/application-dates'
import { db } from '../db/db'
import type { LiquidationRecord } from '../db/types'
import {
  docsOfLiquidation,
  eventNow,
  isDay,
  liquidationTimeline,
  orgFund,
} from './application-common'
import { applicationKit, nextSerial } from './application-handlers-kit'
import { markUsed, takeDocs } from './application-uploads'
import { ok } from './http'
import { closePending } from './pending'

/*
 * 产品清算 (docs/api.md "产品成立、清算、分红"): the organisation's liquidations. A new one puts
 * its fund into 清算期; confirming the checked report (待确认) closes its pending item
 * (liquidationNum drops) and the fund is 已清算.
 */

export const LIQUIDATION_MSG = {
  noFund: '请选择产品',
  notOperating: '仅存续期的产品可以申请清算',
  reason: '请选择清算原因',
  baseDate: '请选择清算基准日',
  futureDate: '清算基准日不能晚于今天',
  beforeSetup: '清算基准日不能早于产品成立日',
  notConfirming: '该清算申请当前不需要确认',
} as const

const rowOf = (r: LiquidationRecord): LiquidationRow => ({
  applyId: r.id,
  fundCode: r.fundCode,
  fundName: r.fundName,
  status: r.status,
  reason: r.reason,
  baseDate: r.baseDate,
  applyDate: r.applyDate,
  remainingAssets: r.remainingAssets,
})

const detailOf = (r: LiquidationRecord): LiquidationDetail => ({
  ...rowOf(r),
  documents: docsOfLiquidation(r),
  timeline: liquidationTimeline(r),
})

const kit = applicationKit({
  base: '/rest/product/liquidation',
  idParam: 'applyId',
  statuses: LIQUIDATION_STATUSES,
  dateField: 'applyDate',
  dateOf: (r) => r.applyDate,
  records: () => db.state.liquidations,
  rowOf,
  detailOf,
  exportSource: {
    pages: ['product-manage/fund-liquidation'],
    name: 'fund-liquidation',
    label: '产品管理-产品清算',
    headers: [
      '申请编号',
      '产品代码',
      '产品名称',
      '清算原因',
      '清算基准日',
      '申请日期',
      '剩余财产（元）',
      '状态',
    ],
    widths: [12, 12, 36, 28, 14, 14, 18, 10],
    cells: (r) => [
      r.id,
      r.fundCode,
      r.fundName,
      r.reason,
      r.baseDate,
      r.applyDate,
      r.remainingAssets,
      LIQUIDATION_STATUS_LABEL[r.status],
    ],
  },
})

function problemOf(body: Partial<LiquidationSubmit>, orgId: string) {
  const fund = orgFund(orgId, body.fundCode)
  if (!fund) return LIQUIDATION_MSG.noFund
  if (fund.stage !== 'operating') return LIQUIDATION_MSG.notOperating
  if (!(LIQUIDATION_REASONS as readonly unknown[]).includes(body.reason)) {
    return LIQUIDATION_MSG.reason
  }
  if (!isDay(body.baseDate)) return LIQUIDATION_MSG.baseDate
  if (body.baseDate > beijingToday()) return LIQUIDATION_MSG.futureDate
  if (body.baseDate < fund.establishDate) return LIQUIDATION_MSG.beforeSetup
  return undefined
}

export const fundLiquidationHandlers = [
  ...kit.readHandlers,
  kit.post('funds', (_, { org }) => {
    const funds = db.state.funds.filter((f) => f.orgId === org.orgId && f.stage === 'operating')
    return ok<ApplicationFund[]>(funds.map(({ fundCode, fundName }) => ({ fundCode, fundName })))
  }),
  kit.submit<LiquidationSubmit>((body, { org, user }) => {
    const problem = problemOf(body, org.orgId)
    if (problem) return problem
    const docs = takeDocs([{ kind: 'liquidationReport', fileId: body.reportFileId }], org.orgId)
    if (typeof docs === 'string') return docs
    markUsed(docs)
    const fund = orgFund(org.orgId, body.fundCode)!
    const serial = nextSerial(db.state.liquidations, org.orgId)
    const record: LiquidationRecord = {
      id: `LQ${fund.fundCode[2]}${String(serial).padStart(3, '0')}`,
      orgId: org.orgId,
      fundCode: fund.fundCode,
      fundName: fund.fundName,
      status: 'liquidating',
      reason: body.reason as string,
      baseDate: body.baseDate as string,
      applyDate: beijingToday(),
      remainingAssets: null,
      docs,
      events: [eventNow('submit', user.realName)],
    }
    db.state.liquidations.push(record)
    fund.stage = 'liquidating'
    return record
  }),
  kit.act('confirm', (record, { org, user }) => {
    if (record.status !== 'confirming') return LIQUIDATION_MSG.notConfirming
    record.status = 'done'
    record.events.push(eventNow('confirm', user.realName))
    const fund = orgFund(org.orgId, record.fundCode)
    if (fund) fund.stage = 'liquidated'
    closePending(record.id, '已确认')
  }),
]
