import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { dir, login, menus, overTheWire, start } from './demo-server-http-kit'

/*
 * The demo backend as a real server (issue 20): the same handlers over HTTP and WebSocket, its
 * state in a file.
 */

overTheWire()

describe('the demo server', () => {
  test('answers /ceres/api over HTTP: a login with the demo code, then a query with its token', async () => {
    const { origin } = await start({ reset: true })
    const { token, userId } = await login(origin)
    const answer = await menus(origin, userId, token)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { data: Array<{ menuName: string }> }
    expect(body.data.map((menu) => menu.menuName)).toContain('首页')
    expect((await menus(origin, userId)).status).toBe(401)
  })

  test('?demo-reset and ?demo-scenario on a page address start again, then redirect without them', async () => {
    const { origin } = await start({ reset: true })
    const { token, userId } = await login(origin)
    const count = async (t: string, u: string) =>
      ((await (await menus(origin, u, t)).json()) as { data: unknown[] }).data.length
    const seeded = await count(token, userId)

    const reset = await fetch(`${origin}/public/login?demo-scenario=many-menus:40&tab=1`, {
      redirect: 'manual',
    })
    expect(reset.status).toBe(302)
    expect(reset.headers.get('Location')).toBe('/public/login?tab=1')
    expect((await menus(origin, userId, token)).status).toBe(401) // the seed knows no session
    const again = await login(origin)
    expect(await count(again.token, again.userId)).toBeGreaterThan(seeded)
  })

  test('keeps its state in the file: a restarted server knows the sessions of the last one', async () => {
    const first = await start({ reset: true })
    const { token, userId } = await login(first.origin)
    first.flush()
    expect(existsSync(join(dir, 'db.json'))).toBe(true)

    const second = await start()
    expect((await menus(second.origin, userId, token)).status).toBe(200)
  })

  test('a file it cannot read is set aside with a message, and the seed starts again', async () => {
    writeFileSync(join(dir, 'db.json'), '{"version": 1, "users": [')
    const { origin, logged } = await start()
    expect(logged.join('\n')).toMatch(/演示数据文件无法读取.*已移至.*从初始数据重新开始/)
    expect(readdirSync(dir).some((name) => /^db\.corrupt-\d+\.json$/.test(name))).toBe(true)
    await login(origin)
  })

  test('the push channel is a WebSocket: a live token is welcomed, any other refused with 1008', async () => {
    const { origin } = await start({ reset: true })
    const { token, userId } = await login(origin)
    const socketUrl = (t: string) =>
      `${origin.replace('http', 'ws')}/ceres/websocket/${userId}/${Date.now()}/${t}`

    const welcomed = new WebSocket(socketUrl(token))
    const first = await new Promise<string>((resolve) =>
      welcomed.once('message', (data) => resolve(String(data))),
    )
    expect(first).toBe('ok')
    welcomed.close()

    const refused = new WebSocket(socketUrl('demo.U0.forged'))
    const code = await new Promise<number>((resolve) => refused.once('close', resolve))
    expect(code).toBe(1008)
  })
})
