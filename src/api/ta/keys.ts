/** Query keys of /rest/ta, from one factory (see api/custodian/keys.ts). */
export const taKeys = {
  all: ['ta'] as const,
  funds: () => [...taKeys.all, 'funds'] as const,
  investor: (investorId: string) => [...taKeys.all, 'investor', investorId] as const,
  tradeApply: (applyNo: string) => [...taKeys.all, 'apply', applyNo] as const,
  largeRedeem: (id: string) => [...taKeys.all, 'large-redeem', id] as const,
}
