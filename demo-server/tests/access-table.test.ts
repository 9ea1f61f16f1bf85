import { HttpHandler } from 'msw'
import { describe, expect, test } from 'vitest'
import { seedMenus } from '../db/seed-menus'
import { seedRoles } from '../db/seed-roles'
import { registeredHandlers } from '../handlers'
import { ANY_USER, ENDPOINT_PAGES, endpointKey, PUBLIC } from '../handlers/endpoint-pages'
import {
  call,
  customRole,
  FORBIDDEN_MSG,
  openPagesOf,
  userWithRole,
  type Caller,
} from './access-kit'

/*
 * The access table (issue 17 §2): every endpoint of the demo backend × every seeded role and a
 * role made in 菜单权限管理. An endpoint answers 403 with the one forbidden() message exactly
 * when none of its pages is open in the caller's menus (/menu/all, ifAuth 1); a business answer
 * (200, a refusal of the parameters, 404) counts as let in.
 */

const ENDPOINTS = [...ENDPOINT_PAGES.entries()].map(([key, rule]) => {
  const [method, path] = key.split(' ') as [string, string]
  return { key, method, path, rule }
})

/** The path with its parameters filled in for this caller (their own ids, so only access decides). */
function pathFor(path: string, caller: Caller, token: string) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'userId' || name === 'id') return caller.userId
    if (name === 'jwt') return token
    if (name === 'orgId') return caller.orgId
    return 'X0001'
  })
}

/** Each endpoint's answer to this caller, compared with what its menus say. */
async function walk(caller: Caller) {
  const open = await openPagesOf(caller)
  const wrong: string[] = []
  for (const { key, method, path, rule } of ENDPOINTS) {
    const token = caller.token()
    const own = { userId: caller.userId }
    const answer = await call(
      method,
      pathFor(path, caller, token),
      token,
      own,
      method === 'GET' ? undefined : own,
    )
    const refused = answer.status === 403
    const shouldRefuse =
      rule !== PUBLIC && rule !== ANY_USER && !rule.some((page) => open.has(page))
    if (refused !== shouldRefuse)
      wrong.push(`${key}: ${answer.status} (${String(answer.body?.msg)})`)
    else if (refused && answer.body?.msg !== FORBIDDEN_MSG)
      wrong.push(`${key}: 403 says ${String(answer.body?.msg)}`)
  }
  return { wrong, open }
}

const ROLES = seedRoles().map((r) => ({
  name: `${r.roleId} ${r.roleName}`,
  make: async () => r.roleId,
}))
const CUSTOM = {
  name: 'custom (菜单权限管理: 划款指令, 估值表 and 合同查询; 投资者查询 locked)',
  make: () =>
    customRole({
      'custodian/transfer-instruction': 'reach',
      'valuation-check/valuation-table': 'reach',
      'contract-manage/contract-query': 'reach',
      'transfer-agent/investor-query': 'locked',
    }),
}

describe(`access table: ${ENDPOINTS.length} endpoints × ${ROLES.length + 1} roles`, () => {
  test.each([...ROLES, CUSTOM])(
    `$name: each of the ${ENDPOINTS.length} endpoints answers 403 exactly where its pages are hidden or locked`,
    async ({ make }) => {
      const caller = userWithRole(await make())
      const { wrong, open } = await walk(caller)
      console.info(`access table: ${ENDPOINTS.length} endpoints checked, ${open.size} pages open`)
      expect(wrong).toEqual([])
    },
    60_000,
  )

  test('every registered handler is in the endpoint map, and the map names only registered ones', () => {
    const registered = registeredHandlers
      .filter((h): h is HttpHandler => h instanceof HttpHandler)
      .map((h) => endpointKey(String(h.info.method), String(h.info.path)))
    expect(registered.filter((key) => !ENDPOINT_PAGES.has(key))).toEqual([])
    expect([...ENDPOINT_PAGES.keys()].filter((key) => !registered.includes(key))).toEqual([])
  })

  test('every page the map names is a menu of the portal', () => {
    const urls = new Set(seedMenus.map((m) => m.menuUrl))
    const named = ENDPOINTS.flatMap(({ rule }) => (Array.isArray(rule) ? rule : []))
    expect(named.filter((url) => !urls.has(url))).toEqual([])
  })
})
