import { PUBLIC_QUERY } from '@/lib/public-query'

/**
 * Query keys of the endpoints anyone may call (/isNotLogin, /istService/isNotLogin), from one
 * factory (see api/custodian/keys.ts). Nobody's data: they start with PUBLIC_QUERY, so a new
 * session's empty cache keeps them (app/session-cache.ts).
 */
export const publicKeys = {
  all: [PUBLIC_QUERY, 'public'] as const,
  sysEnv: () => [...publicKeys.all, 'sys-env'] as const,
  news: (pageNo: number) => [...publicKeys.all, 'news', pageNo] as const,
  newsArticle: (id: string) => [...publicKeys.all, 'news-article', id] as const,
  disclosures: (query: object) => [...publicKeys.all, 'disclosures', query] as const,
  disclosure: (id: string) => [...publicKeys.all, 'disclosure', id] as const,
  /** One image code picture per form showing it (`instance`): a new form, a new picture. */
  verifyCode: (instance: string) => [...publicKeys.all, 'verify-code', instance] as const,
  applicationStatus: (applyNo: string) =>
    [...publicKeys.all, 'application-status', applyNo] as const,
  /** Kept across the login it makes, so the login does not ask for it again. */
  ucCodeExchange: (ucCode: string) => [...publicKeys.all, 'uc-code', ucCode] as const,
}
