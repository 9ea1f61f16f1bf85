/** Query keys of /rest/sales, from one factory (see api/custodian/keys.ts). */
export const salesKeys = {
  all: ['sales'] as const,
  raiseOrder: (orderId: string) => [...salesKeys.all, 'raise-order', orderId] as const,
  agency: (agencyCode: string) => [...salesKeys.all, 'agency', agencyCode] as const,
  /** A month range ('' and '': the default 12 months). */
  statistics: (beginMonth: string, endMonth: string) =>
    [...salesKeys.all, 'statistics', beginMonth, endMonth] as const,
}
