/** Query keys of /rest/fund (and 产品日历), from one factory (see api/custodian/keys.ts). */
export const fundKeys = {
  all: ['fund'] as const,
  detail: (fundCode: string) => [...fundKeys.all, 'detail', fundCode] as const,
  accounts: (fundCode: string) => [...fundKeys.all, 'accounts', fundCode] as const,
  fees: (fundCode: string) => [...fundKeys.all, 'fees', fundCode] as const,
  contracts: (fundCode: string) => [...fundKeys.all, 'contracts', fundCode] as const,
  contacts: (fundCode: string) => [...fundKeys.all, 'contacts', fundCode] as const,
  nav: (fundCode: string, range: string) => [...fundKeys.all, 'nav', fundCode, range] as const,
  navList: (fundCode: string, pageNo: number, pageSize: number) =>
    [...fundKeys.all, 'nav-list', fundCode, pageNo, pageSize] as const,
  count: (userId: string, orgId: string | undefined) =>
    [...fundKeys.all, 'count', userId, orgId] as const,
  stages: (userId: string, orgId: string | undefined) =>
    [...fundKeys.all, 'stages', userId, orgId] as const,
  calendar: () => [...fundKeys.all, 'calendar'] as const,
  calendarDates: (orgId: string | undefined, month: string, fundCodes: readonly string[]) =>
    [...fundKeys.calendar(), 'dates', orgId, month, fundCodes] as const,
  calendarDays: (
    orgId: string | undefined,
    month: string,
    fundCodes: readonly string[],
    onlyTrading: boolean,
  ) => [...fundKeys.calendar(), 'days', orgId, month, fundCodes, onlyTrading] as const,
  calendarDaily: (orgId: string | undefined, date: string, fundCodes: readonly string[]) =>
    [...fundKeys.calendar(), 'daily', orgId, date, fundCodes] as const,
}
