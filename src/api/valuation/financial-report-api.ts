import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { FinancialReportPage, FinancialStatements } from '@contract/api/valuation-reports'
import { listParams } from '@/lib/http/list-params'
import { valuationKeys } from './keys'

/** POST /rest/valuation/queryFinancialReports?fundCode&beginPeriod&endPeriod&status&sort&… */
export const queryFinancialReports = (query: TableQuery) =>
  postData<FinancialReportPage>('/rest/valuation/queryFinancialReports', undefined, {
    params: listParams(query),
  })

/** POST /rest/valuation/financialReportDetail?reportId: the three statements. Silent. */
export const getFinancialReport = (reportId: string) =>
  postData<FinancialStatements>('/rest/valuation/financialReportDetail', undefined, {
    params: { reportId },
    silent: true,
  })

export const financialReportQuery = (reportId: string) =>
  queryOptions({
    queryKey: valuationKeys.financialReport(reportId),
    queryFn: () => getFinancialReport(reportId),
  })

/** POST /rest/valuation/confirmFinancialReport?reportId */
export const confirmFinancialReport = (reportId: string) =>
  postData<FinancialStatements>('/rest/valuation/confirmFinancialReport', undefined, {
    params: { reportId },
  })
