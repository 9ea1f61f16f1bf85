import type { AccountOpenKind } from '@contract/api/custodian'

/** What differs between the three 账户开立 pages. */
export const KIND_TEXT: Readonly<
  Record<AccountOpenKind, { title: string; institution: string; accountLabel: string }>
> = {
  custody: { title: '托管户开立', institution: '开户银行', accountLabel: '托管账号' },
  raising: { title: '募集户开立', institution: '开户银行', accountLabel: '募集账号' },
  securities: { title: '证券期货户开立', institution: '开户机构', accountLabel: '证券/期货账号' },
}
