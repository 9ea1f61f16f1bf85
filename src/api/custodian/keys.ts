/**
 * Query keys of /rest/custodian, from one factory: a page reads with the endpoint's query
 * options and a change names the keys it makes stale, never a literal array.
 */
export const custodianKeys = {
  all: ['custodian'] as const,
  funds: () => [...custodianKeys.all, 'funds'] as const,
  instruction: (instructionId: string) =>
    [...custodianKeys.all, 'instruction', instructionId] as const,
  accountOpen: (applyId: string) => [...custodianKeys.all, 'account-open', applyId] as const,
}
