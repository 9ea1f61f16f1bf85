/** Query keys of /performance, from one factory (see api/custodian/keys.ts). */
export const performanceKeys = {
  all: ['performance'] as const,
  /** The 产品 picker's FundSource key: useFundOptions adds the orgId, as orgFunds does. */
  funds: () => [...performanceKeys.all, 'funds'] as const,
  orgFunds: (orgId: string | undefined) => [...performanceKeys.funds(), orgId] as const,
  benchmarks: () => [...performanceKeys.all, 'benchmarks'] as const,
  nav: (fundCode: string) => [...performanceKeys.all, 'nav', fundCode] as const,
  benchmark: (code: string, from: string, to: string) =>
    [...performanceKeys.all, 'benchmark', code, from, to] as const,
}
