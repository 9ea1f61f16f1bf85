/** Query keys of /rest/valuation, from one factory (see api/custodian/keys.ts). */
export const valuationKeys = {
  all: ['valuation'] as const,
  funds: () => [...valuationKeys.all, 'funds'] as const,
  reportFunds: () => [...valuationKeys.all, 'report-funds'] as const,
  table: (fundCode: string, date: string) =>
    [...valuationKeys.all, 'table', fundCode, date] as const,
  navNotice: (fundCode: string, date: string) =>
    [...valuationKeys.all, 'nav-notice', fundCode, date] as const,
  recipients: (kind: string, fundCode: string) =>
    [...valuationKeys.all, 'recipients', kind, fundCode] as const,
  financialReport: (reportId: string) =>
    [...valuationKeys.all, 'financial-report', reportId] as const,
  voucher: (voucherId: string) => [...valuationKeys.all, 'voucher', voucherId] as const,
  emailType: (typeId: string) => [...valuationKeys.all, 'email-type', typeId] as const,
}
