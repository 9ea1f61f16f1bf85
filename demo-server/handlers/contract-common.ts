import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import { TEMPLATES } from '../db/seed-templates'
import type { PendingItemRecord } from '../db/types'

/*
 * What 合同管理's handlers share: the refusals every one of them may give, and moving a
 * record's pending item along. Who may call them: endpoint-pages-business.ts.
 */

export const CONTRACT_MSG = {
  badBody: '请求格式有误',
  gone: '记录不存在或已删除',
  status: '状态有误',
  template: '请选择合同模板',
  step: '步骤有误',
  draftDone: '该草稿已提交，请刷新后查看',
  fundNameTaken: '该产品名称已有产品或合同使用，请更换',
  notConfirmable: '该合同当前无需确认，请刷新后查看',
} as const

/** The fund contract templates a draft may start from (those naming a fund type). */
export const draftTemplateOf = (fileCode: unknown) =>
  TEMPLATES.find((t) => t.fileCode === fileCode && t.fundType)

export const now = beijingNow

/** A record's pending item now reads `title` (its name changed). */
export function retitlePending(id: string, title: string) {
  const item = db.state.pendingItems.find((p: PendingItemRecord) => p.id === id)
  if (item) item.title = title
}

/** A fund name the organisation already uses, for a fund or another contract. */
export const fundNameTaken = (orgId: string, name: string) =>
  db.state.funds.some((f) => f.orgId === orgId && f.fundName === name) ||
  db.state.contracts.some((c) => c.orgId === orgId && c.fundName === name)
