/** Query keys of /rest/pay-account-change, from one factory (see api/custodian/keys.ts). */
export const payAccountChangeKeys = {
  all: ['pay-account-change'] as const,
  funds: () => [...payAccountChangeKeys.all, 'funds'] as const,
  detail: (id: string) => [...payAccountChangeKeys.all, 'detail', id] as const,
}
