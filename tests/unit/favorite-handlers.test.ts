import { beforeEach, describe, expect, test } from 'vitest'
import {
  addFavoriteMenu,
  deleteFavoriteMenu,
  getFavoriteMenuIds,
  modifyFavoriteMenus,
} from '@/api/menu/favorites'
import { ApiError } from '@/lib/http/api-error'
import { db } from '@demo-server/db/db'
import { DB_VERSION, seed } from '@demo-server/db/seed'
import { FAVORITE_MSG } from '@demo-server/handlers/favorite-handlers'
import { loginAs } from '../utils/login-as'
import { recordMessages } from '../utils/messages'

let shown: ReturnType<typeof recordMessages>
beforeEach(() => {
  shown = recordMessages()
})

/** A raw call to the demo backend (no client interceptors); resolves to status and body. */
async function call(path: string, token?: string, method = 'POST') {
  const response = await fetch(`http://localhost/ceres/api/menu/${path}`, {
    method,
    headers: token ? { Authorization: token } : {},
  })
  const body = (await response.json()) as { status: string; data: unknown; msg: string }
  return { status: response.status, body }
}

const PRODUCT_QUERY = 110101 // 产品查询
const BANK_STATEMENT = 120102 // 银行流水
const VALUATION_TABLE = 130101 // 估值表
const LIQUIDATION = 110202 // 产品清算: locked for manager
const ACCOUNT_BALANCE = 120101 // 托管户余额
const HOME = 21 // 首页, a group that is a page
const PRODUCT_GROUP = 11 // 产品管理, a group without a page

describe('seed', () => {
  test('favourites came with db version 2: manager three, admin two, operator none', () => {
    expect(DB_VERSION).toBeGreaterThanOrEqual(2)
    expect(seed().favorites).toEqual({
      U1001: [PRODUCT_QUERY, BANK_STATEMENT, VALUATION_TABLE],
      U1002: [PRODUCT_QUERY, ACCOUNT_BALANCE],
    })
  })
})

describe('favourite menu endpoints', () => {
  test('every endpoint needs a live session', async () => {
    expect((await call('getUserFrequentlyUsedMenu?userId=U1001', undefined, 'GET')).status).toBe(
      401,
    )
    expect((await call('addUserFrequentlyUsedMenu?userId=U1001&menuId=120101')).status).toBe(401)
    expect((await call('deleteUserFrequentlyUsedMenu?userId=U1001&menuId=110101')).status).toBe(401)
    expect((await call('modifyUserFrequentlyUsedMenu?userId=U1001&menuIds=')).status).toBe(401)
  })

  test("another user's list, or a change to it, answers 403", async () => {
    const { token } = loginAs('manager')
    expect((await call('getUserFrequentlyUsedMenu?userId=U1002', token, 'GET')).status).toBe(403)
    expect((await call('getUserFrequentlyUsedMenu', token, 'GET')).status).toBe(403)
    expect((await call('addUserFrequentlyUsedMenu?userId=U1002&menuId=120101', token)).status).toBe(
      403,
    )
    expect((await call('modifyUserFrequentlyUsedMenu?userId=U1002&menuIds=', token)).status).toBe(
      403,
    )
    expect(db.state.favorites.U1002).toEqual([PRODUCT_QUERY, ACCOUNT_BALANCE])
  })

  test('get answers the ids in saved order; a user without favourites gets []', async () => {
    loginAs('manager')
    expect(await getFavoriteMenuIds('U1001')).toEqual([
      PRODUCT_QUERY,
      BANK_STATEMENT,
      VALUATION_TABLE,
    ])
    loginAs('operator')
    expect(await getFavoriteMenuIds('U1003')).toEqual([])
  })

  test('add appends a permitted page; a duplicate fails', async () => {
    loginAs('manager')
    await addFavoriteMenu('U1001', ACCOUNT_BALANCE)
    expect(db.state.favorites.U1001).toEqual([
      PRODUCT_QUERY,
      BANK_STATEMENT,
      VALUATION_TABLE,
      ACCOUNT_BALANCE,
    ])
    const error = await addFavoriteMenu('U1001', ACCOUNT_BALANCE).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(FAVORITE_MSG.duplicate)
    // silent: the caller shows the message, the client does not.
    expect(shown.error).toEqual([])
  })

  test('add refuses a locked, unknown, hidden or malformed menu', async () => {
    const { token } = loginAs('manager')
    for (const menuId of [String(LIQUIDATION), '999999', 'abc', '']) {
      const { body } = await call(`addUserFrequentlyUsedMenu?userId=U1001&menuId=${menuId}`, token)
      expect(body).toMatchObject({ status: 'fail', msg: FAVORITE_MSG.notPermitted })
    }
    const operator = loginAs('operator') // group 10 (综合管理) and 20 (业绩分析) are hidden
    const { body } = await call(
      'addUserFrequentlyUsedMenu?userId=U1003&menuId=100202',
      operator.token,
    )
    expect(body.msg).toBe(FAVORITE_MSG.notPermitted)
    expect(db.state.favorites.U1001).toHaveLength(3)
    expect(db.state.favorites.U1003).toBeUndefined()
  })

  test('a group that is a page can be a favourite; a group without a page cannot', async () => {
    loginAs('admin')
    await addFavoriteMenu('U1002', HOME)
    const error = (await addFavoriteMenu('U1002', PRODUCT_GROUP).catch((e: unknown) => e)) as
      ApiError | undefined
    // It is ifAuth 1, but there is nothing to open.
    expect(error?.message).toBe(FAVORITE_MSG.notPermitted)
    expect(db.state.favorites.U1002).toEqual([PRODUCT_QUERY, ACCOUNT_BALANCE, HOME])
  })

  test('delete removes one; deleting one that is not there fails', async () => {
    loginAs('manager')
    await deleteFavoriteMenu('U1001', BANK_STATEMENT)
    expect(db.state.favorites.U1001).toEqual([PRODUCT_QUERY, VALUATION_TABLE])
    const error = (await deleteFavoriteMenu('U1001', BANK_STATEMENT).catch((e: unknown) => e)) as
      ApiError | undefined
    expect(error?.message).toBe(FAVORITE_MSG.missing)
  })

  test('modify replaces the list with the de-duplicated ids, in the order sent', async () => {
    const { token } = loginAs('manager')
    await modifyFavoriteMenus('U1001', [VALUATION_TABLE, ACCOUNT_BALANCE, VALUATION_TABLE])
    expect(db.state.favorites.U1001).toEqual([VALUATION_TABLE, ACCOUNT_BALANCE])
    const { body } = await call(
      `modifyUserFrequentlyUsedMenu?userId=U1001&menuIds=${PRODUCT_QUERY},,${HOME},`,
      token,
    )
    expect(body.status).toBe('success')
    expect(db.state.favorites.U1001).toEqual([PRODUCT_QUERY, HOME])
  })

  test('modify with nothing empties the list', async () => {
    loginAs('manager')
    await modifyFavoriteMenus('U1001', [])
    expect(db.state.favorites.U1001).toEqual([])
    expect(await getFavoriteMenuIds('U1001')).toEqual([])
  })

  test('modify with any id the user may not open fails and changes nothing', async () => {
    const { token } = loginAs('manager')
    for (const ids of [`${PRODUCT_QUERY},${LIQUIDATION}`, `${PRODUCT_QUERY},x`, '999999']) {
      const { body } = await call(`modifyUserFrequentlyUsedMenu?userId=U1001&menuIds=${ids}`, token)
      expect(body).toMatchObject({ status: 'fail', msg: FAVORITE_MSG.notPermitted })
    }
    expect(db.state.favorites.U1001).toEqual([PRODUCT_QUERY, BANK_STATEMENT, VALUATION_TABLE])
  })
})
