/** Query keys of /rest/contract, from one factory (see api/custodian/keys.ts). */
export const contractKeys = {
  all: ['contract'] as const,
  contract: (contractId: string) => [...contractKeys.all, 'contract', contractId] as const,
  draft: (draftId: string) => [...contractKeys.all, 'draft', draftId] as const,
  draftTemplates: () => [...contractKeys.all, 'draft-templates'] as const,
  change: (changeId: string) => [...contractKeys.all, 'change', changeId] as const,
  changeable: (orgId: string | undefined) => [...contractKeys.all, 'changeable', orgId] as const,
}
