import { http } from 'msw'
import {
  REPORT_UPLOAD_MAX_BYTES,
  REPORT_UPLOAD_TYPES,
  type SubmissionFund,
} from '@contract/api/data-submission'
import { db } from '../db/db'
import type { ReportUploadRecord } from '../db/data-submission-types'
import { isQuantFund } from '../db/seed-data-submission'
import { api, fail, ok, withAuth } from './http'
import { reportsOf } from './periodic-report-store'
import { checkedFile, FILE_MSG, keptWith, newFileId } from './upload-checks'

/** What 数据报送's endpoints share: refusals, the 产品 pickers, receiving a report file. */

export const SUBMISSION_MSG = {
  ...FILE_MSG,
  badBody: '请求格式有误',
  fund: '产品不存在或不属于本机构',
  kind: '报告类型有误',
  period: '报告期有误',
  status: '状态有误',
  scope: '产品范围有误',
  gone: '报告不存在或已删除',
  notUploadable: '该报告当前状态不能上传，仅待上传或已退回的报告可以上传',
  file: '报告文件不存在或已失效，请重新上传',
  notStamped: '该报告尚未用印，暂无用印文件',
  confirmed: '该用印结果已确认',
  badType: '仅支持 PDF、Word、Excel 格式的文件',
  tooLarge: '文件大小不能超过20MB',
} as const

export const isOwnFund = (orgId: string, fundCode: string) =>
  db.state.funds.some((f) => f.orgId === orgId && f.fundCode === fundCode)

const byCode = (a: SubmissionFund, b: SubmissionFund) => a.fundCode.localeCompare(b.fundCode)
const option = ({ fundCode, fundName }: SubmissionFund): SubmissionFund => ({ fundCode, fundName })

/** The organisation's funds that file reports, or its quant funds. */
export function submissionFunds(orgId: string, scope: 'report' | 'quant'): SubmissionFund[] {
  if (scope === 'quant')
    return db.state.funds
      .filter((f) => f.orgId === orgId && isQuantFund(f))
      .map(option)
      .sort(byCode)
  const seen = new Map<string, SubmissionFund>()
  for (const r of reportsOf(orgId)) if (!seen.has(r.fundCode)) seen.set(r.fundCode, option(r))
  return [...seen.values()].sort(byCode)
}

export const fundsHandler = http.post(
  api('/rest/data-submission/funds'),
  withAuth(({ request }, { org }) => {
    const scope = new URL(request.url).searchParams.get('scope')
    if (scope !== 'report' && scope !== 'quant') return fail(SUBMISSION_MSG.scope)
    return ok(submissionFunds(org.orgId, scope))
  }),
)

/** A report file for one report: PDF, Word or Excel up to 20 MB whose bytes match its type. */
export async function receiveReportFile(
  form: FormData,
  owner: { userId: string; orgId: string; reportId: string },
): Promise<ReportUploadRecord | string> {
  const file = await checkedFile(form, {
    types: REPORT_UPLOAD_TYPES,
    maxBytes: REPORT_UPLOAD_MAX_BYTES,
    badType: SUBMISSION_MSG.badType,
    tooLarge: SUBMISSION_MSG.tooLarge,
  })
  if (typeof file === 'string') return file
  const record: ReportUploadRecord = {
    fileId: newFileId('RU'),
    fileName: file.name,
    size: file.size,
    ...owner,
    used: false,
  }
  db.state.reportUploads = keptWith(db.state.reportUploads, record)
  return record
}

/** A fresh upload of this user for this report, not yet submitted. */
export function unusedReportFile(fileId: unknown, userId: string, reportId: string) {
  if (typeof fileId !== 'string' || !Object.hasOwn(db.state.reportUploads, fileId)) return undefined
  const upload = db.state.reportUploads[fileId]
  return upload && upload.userId === userId && upload.reportId === reportId && !upload.used
    ? upload
    : undefined
}
