/** Query keys of /rest/data-submission, from one factory (see api/custodian/keys.ts). */
export const dataSubmissionKeys = {
  all: ['data-submission'] as const,
  funds: (scope: 'report' | 'quant') => [...dataSubmissionKeys.all, 'funds', scope] as const,
  /** Every periodic report's record (a seal result confirmed changes them). */
  reports: () => [...dataSubmissionKeys.all, 'report'] as const,
  report: (reportId: string) => [...dataSubmissionKeys.reports(), reportId] as const,
  reportPeriods: (kind: string) => [...dataSubmissionKeys.all, 'report-periods', kind] as const,
  quantTable: (tableId: string) => [...dataSubmissionKeys.all, 'quant-table', tableId] as const,
}
