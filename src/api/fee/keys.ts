/** Query keys of /rest/fee, from one factory (see api/custodian/keys.ts). */
export const feeKeys = {
  all: ['fee'] as const,
  funds: () => [...feeKeys.all, 'funds'] as const,
}
