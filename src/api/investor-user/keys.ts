/** Query keys of /rest/investorUser, from one factory (see api/custodian/keys.ts). */
export const investorUserKeys = {
  all: ['investor-user'] as const,
  user: (investorId: string) => [...investorUserKeys.all, 'user', investorId] as const,
  /** An 开户 ('account') or 密码重置 ('reset') audit. */
  audit: (kind: 'account' | 'reset', auditId: string) =>
    [...investorUserKeys.all, 'audit', kind, auditId] as const,
}
