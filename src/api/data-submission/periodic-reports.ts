import { queryOptions } from '@tanstack/react-query'
import { postFile } from '@/lib/http/post-file'
import { getFile } from '@/lib/http/request-file'
import { postData, seg } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import { saveFile } from '@/lib/save-file'
import type {
  PeriodicReport,
  PeriodicReportDetail,
  ReportKind,
  ReportPeriod,
  ReportSubmit,
} from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { dataSubmissionKeys } from './keys'

const BASE = '/rest/data-submission/periodic'

/** POST …/list?kind&fundCode&period&status&sort&pageNo&pageSize */
export const queryReports = (kind: ReportKind, query: TableQuery) =>
  postData<PagedList<PeriodicReport>>(`${BASE}/list`, undefined, {
    params: { ...listParams(query), kind },
  })

/** POST …/periods?kind: the periods of a kind, newest first. */
export const queryPeriods = (kind: ReportKind) =>
  postData<ReportPeriod[]>(`${BASE}/periods`, undefined, { params: { kind } })

export const reportPeriodsQuery = (kind: ReportKind) =>
  queryOptions({
    queryKey: dataSubmissionKeys.reportPeriods(kind),
    queryFn: () => queryPeriods(kind),
  })

/** POST …/detail?reportId: with its timeline. Silent: the drawer says so. */
export const getReport = (reportId: string) =>
  postData<PeriodicReportDetail>(`${BASE}/detail`, undefined, {
    params: { reportId },
    silent: true,
  })

export const reportQuery = (reportId: string) =>
  queryOptions({
    queryKey: dataSubmissionKeys.report(reportId),
    queryFn: () => getReport(reportId),
  })

/** POST …/upload?reportId (multipart `file`): a file for one report. */
export const reportFileSender = (reportId: string) =>
  postFile(`${BASE}/upload?reportId=${encodeURIComponent(reportId)}`)

/** POST …/submit (JSON): the report goes to the custodian with the file uploaded for it. */
export const submitReport = (body: ReportSubmit) =>
  postData<PeriodicReportDetail>(`${BASE}/submit`, body)

/** GET …/stamped-file/{reportId}: the sealed PDF, saved by the browser. */
export async function downloadStampedFile(reportId: string, fallbackName: string) {
  const file = await getFile(`${BASE}/stamped-file/${seg(reportId)}`)
  const name = file.fileName ?? fallbackName
  saveFile(file.blob, name)
  return name
}
