import { http } from 'msw'
import {
  FUND_STAGE_NAMES,
  FUND_STAGES,
  type FundCount,
  type FundStageItem,
  type HomeModuleSetting,
  type HomepageModuleSettings,
} from '@contract/api/home'
import { db } from '../db/db'
import { api, fail, forbidden, ok, withAuth, type AuthContext } from './http'

/** The home page's settings and 产品概览 (docs/api.md "Home page"). */
export const HOME_MSG = {
  badSettings: '模块设置格式不正确',
} as const

const MAX_MODULES = 50
const KEY = /^[a-z][a-z0-9-]{0,31}$/

type Resolver = (
  request: Request,
  query: URLSearchParams,
  auth: AuthContext,
) => Response | Promise<Response>

/** For the token's own user only: the query's userId must be theirs. */
const own = (resolve: Resolver) =>
  withAuth(({ request }, auth) => {
    const query = new URL(request.url).searchParams
    if (query.get('userId') !== auth.user.userId) return forbidden()
    return resolve(request, query, auth)
  })

/** The saved list, if it is one: module keys once each, a boolean each. */
export function parseModuleSettings(body: unknown): HomeModuleSetting[] | undefined {
  const modules = (body as Partial<HomepageModuleSettings> | null)?.modules
  if (!Array.isArray(modules) || modules.length > MAX_MODULES) return undefined
  const keys = new Set<string>()
  for (const m of modules as unknown[]) {
    const { key, visible } = (m ?? {}) as Partial<HomeModuleSetting>
    if (typeof key !== 'string' || !KEY.test(key) || typeof visible !== 'boolean') return undefined
    if (keys.has(key)) return undefined
    keys.add(key)
  }
  return (modules as HomeModuleSetting[]).map(({ key, visible }) => ({ key, visible }))
}

export const fundsOf = (orgId: string) => db.state.funds.filter((f) => f.orgId === orgId)

export const homeHandlers = [
  http.post(
    api('/homepage/queryUserHomepageModuleSettings'),
    own((_request, _query, { user }) =>
      ok<HomepageModuleSettings>({ modules: db.state.homeModuleSettings[user.userId] ?? [] }),
    ),
  ),
  http.post(
    api('/homepage/saveUserHomepageModuleSettings'),
    own(async (request, _query, { user }) => {
      const modules = parseModuleSettings(await request.json().catch(() => undefined))
      if (!modules) return fail(HOME_MSG.badSettings)
      db.state.homeModuleSettings = { ...db.state.homeModuleSettings, [user.userId]: modules }
      return ok<HomepageModuleSettings>({ modules })
    }),
  ),
  http.post(
    api('/rest/fund/countFund'),
    own((_request, _query, { org }) => {
      const funds = fundsOf(org.orgId)
      const byStage = Object.fromEntries(
        FUND_STAGES.map((stage) => [stage, funds.filter((f) => f.stage === stage).length]),
      ) as FundCount['byStage']
      return ok<FundCount>({ total: funds.length, byStage })
    }),
  ),
  http.post(
    api('/fund/queryFundStage'),
    own((_request, query, { org }) => {
      const code = query.get('fundCode')?.trim()
      const funds = fundsOf(org.orgId).filter((f) => !code || f.fundCode === code)
      return ok<FundStageItem[]>(
        funds.map(({ fundCode, fundName, stage, establishDate }) => ({
          fundCode,
          fundName,
          stage,
          stageName: FUND_STAGE_NAMES[stage],
          establishDate,
        })),
      )
    }),
  ),
]
