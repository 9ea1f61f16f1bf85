import { afterEach, describe, expect, test, vi } from 'vitest'
import { server } from '../node'
import {
  FAULT_LOG_PREFIX,
  FAULTS_PAUSED_FLAG,
  faults,
  NEXT_FAULT_FLAG,
  parseFaultArg,
  seededRandom,
} from '../scenarios/faults'
import { callApi } from './api'
import { loginAs } from './login-as'

afterEach(() => {
  Reflect.deleteProperty(globalThis, FAULTS_PAUSED_FLAG)
  Reflect.deleteProperty(globalThis, NEXT_FAULT_FLAG)
  vi.restoreAllMocks()
})

describe('faults[:rate[:seed]]', () => {
  test.each([
    [undefined, { rate: 0.2 }],
    ['0.5', { rate: 0.5 }],
    ['0', { rate: 0 }],
    ['7', { rate: 1 }],
    ['-1', { rate: 0 }],
    ['junk', { rate: 0.2 }],
    ['0.2:42', { rate: 0.2, seed: 42 }],
    ['0.2:4.5', { rate: 0.2 }],
    [':9', { rate: 0.2, seed: 9 }],
  ])('%j reads as %j', (arg, expected) => {
    expect(parseFaultArg(arg)).toEqual(expected)
  })

  test('a seed gives the same sequence every time, another seed another one', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed))
    expect(take(42)).toEqual(take(42))
    expect(take(42)).not.toEqual(take(43))
    expect(take(42).every((x) => x >= 0 && x < 1)).toBe(true)
  })
})

/** GET /menu/all for the manager, with the faults scenario in front of the demo backend. */
async function menusWithFaults(arg: string) {
  const { token } = loginAs('manager')
  server.use(...(faults.handlers?.(arg) ?? []))
  const query = { userId: 'U1001' }
  return (await callApi('/menu/all', { method: 'GET', token, query })).response
}

describe('the handlers', () => {
  test('at rate 1 the seeded fault is injected and logged, with parameter names, not values', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    // The first page load of seed s draws the rate, then the kind: pick a seed giving a 503.
    const seed = Array.from({ length: 100 }, (_, i) => i + 1).find((s) => {
      const random = seededRandom(s)
      random()
      return Math.floor(random() * 4) === 0
    }) as number
    const response = await menusWithFaults(`1:${seed}`)
    expect(response.status).toBe(503)
    expect(info).toHaveBeenCalledWith(
      FAULT_LOG_PREFIX,
      'server-error',
      'GET',
      '/ceres/api/menu/all?userId',
    )
  })

  test('paused, every request reaches the demo backend', async () => {
    Object.assign(globalThis, { [FAULTS_PAUSED_FLAG]: true })
    const response = await menusWithFaults('1')
    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toMatchObject({ status: 'success' })
  })

  test('a fault asked for by name hits the next request to its path once, paused or not', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    Object.assign(globalThis, {
      [FAULTS_PAUSED_FLAG]: true,
      [NEXT_FAULT_FLAG]: { kind: 'server-error', path: '/menu/all' },
    })
    expect((await menusWithFaults('0')).status).toBe(503)
    expect(globalThis).not.toHaveProperty(NEXT_FAULT_FLAG)
    expect((await menusWithFaults('0')).status).toBe(200)
  })

  test('login requests are spared', async () => {
    server.use(...(faults.handlers?.('1') ?? []))
    const response = await fetch(`http://localhost/ceres/api/isNotLogin/getSysEnv`)
    expect(response.status).toBe(200)
  })
})
