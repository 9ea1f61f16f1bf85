import { beforeEach, describe, expect, test } from 'vitest'
import { getUserRemark } from '@/api/menu/get-user-remark'
import { FEEDBACK_TYPE, modifyUserRemark } from '@/api/menu/modify-user-remark'
import { queryUserGuide } from '@/api/query/query-user-guide'
import { ApiError } from '@/lib/http/api-error'
import { db } from '@demo-server/db/db'
import { seed } from '@demo-server/db/seed'
import { GUIDE_MSG } from '@demo-server/handlers/guide-handlers'
import { loginAs } from '../utils/login-as'
import { recordMessages } from '../utils/messages'

let shown: ReturnType<typeof recordMessages>
beforeEach(() => {
  shown = recordMessages()
})

const PRODUCT_QUERY = 110101 // 产品查询: showNotice, the manager rated it 满意
const ACCOUNT_QUERY = 110102 // 账户查询: no guide of its own
const TRANSFER_INSTRUCTION = 120201 // 划款指令: markup to sanitise
const VALUATION_TABLE = 130101 // 估值表: the long one
const INVESTOR_USERS = 100202 // 投资者用户管理: hidden from operator (group 10)
const PRODUCT_SECTION = 1101 // 产品信息: a section, not a page

type Body = { status: string; data: unknown; msg: string }

/** A raw call to the demo backend (no client interceptors); resolves to status and body. */
async function call(path: string, token?: string, init: { method?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = token ? { Authorization: token } : {}
  if (init.json !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`http://localhost/ceres/api${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return { status: response.status, body: (await response.json()) as Body }
}

const remark = (feedBackType: unknown, extra: Record<string, unknown> = {}) => ({
  userId: 'U1001',
  menuId: PRODUCT_QUERY,
  feedBackType,
  feedBackReview: '',
  ...extra,
})

describe('seed', () => {
  test('remarks start with one 满意 of the manager on 产品查询', () => {
    expect(seed().remarks).toEqual([
      expect.objectContaining({ userId: 'U1001', menuId: PRODUCT_QUERY, feedBackType: 1 }),
    ])
  })
})

describe('POST /query/queryUserGuide', () => {
  test('needs a live session, and answers only for the token’s own user', async () => {
    expect((await call(`/query/queryUserGuide?userId=U1001&menuId=${PRODUCT_QUERY}`)).status).toBe(
      401,
    )
    const { token } = loginAs('manager')
    const other = await call(`/query/queryUserGuide?userId=U1002&menuId=${PRODUCT_QUERY}`, token)
    expect(other.status).toBe(403)
  })

  test('a page’s own guide: HTML with a list, emphasis and a link, and its showNotice', async () => {
    loginAs('manager')
    const guide = await queryUserGuide('U1001', PRODUCT_QUERY)
    expect(guide.showNotice).toBe(true)
    for (const part of ['<p>', '<ul>', '<strong>', '<a href='])
      expect(guide.content).toContain(part)
    expect((await queryUserGuide('U1001', 120102)).showNotice).toBe(false)
  })

  test('the named pages have guides of their own; some open, some not', async () => {
    loginAs('admin')
    const ids = [110101, 120102, 130101, 120201, 140101, 160101, 190101, 200101, 100202]
    const guides = await Promise.all(ids.map((id) => queryUserGuide('U1002', id)))
    for (const guide of guides) expect(guide.content).not.toContain('更多操作说明见')
    const open = guides.map((g) => g.showNotice)
    expect(open).toContain(true)
    expect(open).toContain(false)
    const longest = Math.max(...guides.map((g) => g.content.length))
    expect(guides[ids.indexOf(VALUATION_TABLE)]?.content.length).toBe(longest)
  })

  test('the 划款指令 guide carries markup the client must sanitise', async () => {
    loginAs('manager')
    const { content } = await queryUserGuide('U1001', TRANSFER_INSTRUCTION)
    expect(content).toContain('<img src=x onerror=alert(1)>')
    expect(content).toContain('<script>')
  })

  test('any other page gets a generic guide; a section or a hidden menu none', async () => {
    loginAs('manager')
    const generic = await queryUserGuide('U1001', ACCOUNT_QUERY)
    expect(generic).toEqual({ content: expect.stringContaining('账户查询'), showNotice: false })
    expect(await queryUserGuide('U1001', PRODUCT_SECTION)).toEqual({
      content: '',
      showNotice: false,
    })
    expect(await queryUserGuide('U1001', 999999)).toEqual({ content: '', showNotice: false })
    loginAs('operator')
    expect((await queryUserGuide('U1003', INVESTOR_USERS)).content).toBe('')
  })

  test('a malformed menu id fails', async () => {
    const { token } = loginAs('manager')
    const { body } = await call('/query/queryUserGuide?userId=U1001&menuId=abc', token)
    expect(body).toMatchObject({ status: 'fail', msg: GUIDE_MSG.badMenu })
  })
})

describe('GET /menuRemark/getUserRemark', () => {
  const get = (token: string | undefined, query: string) =>
    call(`/menuRemark/getUserRemark?${query}`, token, { method: 'GET' })

  test('needs a live session, and answers only for the token’s own user', async () => {
    expect((await get(undefined, 'userId=U1001&menuId=110101')).status).toBe(401)
    const { token } = loginAs('manager')
    expect((await get(token, 'userId=U1002&menuId=110101')).status).toBe(403)
    expect((await get(token, 'menuId=110101')).status).toBe(403)
  })

  test('the stored rating, or null when there is none', async () => {
    loginAs('manager')
    expect(await getUserRemark('U1001', PRODUCT_QUERY)).toBe(1)
    expect(await getUserRemark('U1001', VALUATION_TABLE)).toBeNull()
    loginAs('admin')
    expect(await getUserRemark('U1002', PRODUCT_QUERY)).toBeNull()
  })

  test('the latest of types 0, 1, 3 and 4; a complaint (2) is not a rating', async () => {
    loginAs('manager')
    const send = (type: (typeof FEEDBACK_TYPE)[keyof typeof FEEDBACK_TYPE], text = '') =>
      modifyUserRemark({
        userId: 'U1001',
        menuId: VALUATION_TABLE,
        feedBackType: type,
        feedBackReview: text,
      })
    await send(FEEDBACK_TYPE.average)
    await send(FEEDBACK_TYPE.complaint, '估值表能否增加批量下载')
    expect(await getUserRemark('U1001', VALUATION_TABLE)).toBe(0)
    await send(FEEDBACK_TYPE.averageOff)
    expect(await getUserRemark('U1001', VALUATION_TABLE)).toBe(3)
    await send(FEEDBACK_TYPE.satisfied)
    await send(FEEDBACK_TYPE.satisfiedOff)
    expect(await getUserRemark('U1001', VALUATION_TABLE)).toBe(4)
    expect(await getUserRemark('U1001', PRODUCT_QUERY)).toBe(1) // other pages untouched
  })
})

describe('POST /menuRemark/modifyUserRemark', () => {
  const modify = (token: string | undefined, json: unknown) =>
    call('/menuRemark/modifyUserRemark', token, { json })

  test('needs a live session; the body’s userId must be the token’s user', async () => {
    expect((await modify(undefined, remark(1))).status).toBe(401)
    const { token } = loginAs('manager')
    expect((await modify(token, remark(1, { userId: 'U1002' }))).status).toBe(403)
    expect((await modify(token, remark(1, { userId: undefined }))).status).toBe(403)
    expect((await modify(token, 'not json')).status).toBe(403)
    expect(db.state.remarks).toHaveLength(1)
  })

  test('stores a rating with who, which page, the type and when', async () => {
    loginAs('manager')
    await modifyUserRemark({ ...remark(0), feedBackType: FEEDBACK_TYPE.average })
    expect(db.state.remarks.at(-1)).toEqual({
      userId: 'U1001',
      menuId: PRODUCT_QUERY,
      feedBackType: 0,
      feedBackReview: '',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(shown.error).toEqual([])
  })

  test('feedBackType must be 0–4: 评价类型不正确', async () => {
    const { token } = loginAs('manager')
    for (const type of [5, -1, 1.5, 'x', '', null, undefined]) {
      const { body } = await modify(token, remark(type))
      expect(body).toMatchObject({ status: 'fail', msg: GUIDE_MSG.badType })
    }
    for (const type of [0, 1, 3, 4, '4']) {
      expect((await modify(token, remark(type))).body.status).toBe('success')
    }
    expect(db.state.remarks.map((r) => r.feedBackType)).toEqual([1, 0, 1, 3, 4, 4])
  })

  test('a malformed menu id fails', async () => {
    const { token } = loginAs('manager')
    for (const menuId of ['abc', -3, 0, null]) {
      const { body } = await modify(token, remark(1, { menuId }))
      expect(body).toMatchObject({ status: 'fail', msg: GUIDE_MSG.badMenu })
    }
  })

  test('a complaint (2) needs text, at most 2000 characters', async () => {
    const { token } = loginAs('manager')
    for (const text of ['', '   ', undefined]) {
      const { body } = await modify(token, remark(2, { feedBackReview: text }))
      expect(body).toMatchObject({ status: 'fail', msg: GUIDE_MSG.emptyReview })
    }
    const tooLong = await modify(token, remark(2, { feedBackReview: '吐'.repeat(2001) }))
    expect(tooLong.body).toMatchObject({ status: 'fail', msg: GUIDE_MSG.longReview })
    expect(db.state.remarks).toHaveLength(1)

    expect(
      (await modify(token, remark(2, { feedBackReview: '吐'.repeat(2000) }))).body.status,
    ).toBe('success')
    expect(db.state.remarks.at(-1)).toMatchObject({
      feedBackType: 2,
      feedBackReview: '吐'.repeat(2000),
    })
  })

  test('a failure reaches the caller without the client showing a message (silent)', async () => {
    loginAs('manager')
    const error = await modifyUserRemark({
      userId: 'U1001',
      menuId: PRODUCT_QUERY,
      feedBackType: FEEDBACK_TYPE.complaint,
      feedBackReview: ' ',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(GUIDE_MSG.emptyReview)
    expect(shown.error).toEqual([])
  })
})
