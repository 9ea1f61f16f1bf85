/** Query keys of /rest/product, from one factory (see api/custodian/keys.ts). */
export const productKeys = {
  all: ['product'] as const,
  /** Every record of one kind of application ('fund-create', 'fund-liquidation', 'fund-dividends'). */
  applications: (kind: string) => [...productKeys.all, 'application', kind] as const,
  application: (kind: string, id: string) => [...productKeys.applications(kind), id] as const,
  applicationFunds: (kind: string) => [...productKeys.all, 'application-funds', kind] as const,
}
