import { describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { inSpace, login, menus, overTheWire, start } from './demo-server-http-kit'

/*
 * Journeys run side by side against one demo server, each in a space of its own (the
 * ceres-demo-space cookie): what one resets, seeds or logs into, the others never see.
 */

overTheWire()

const menuCount = async (answer: Response) =>
  ((await answer.json()) as { data: unknown[] }).data.length

describe('spaces of the demo server', () => {
  test('a scenario started in one space leaves the others and the main demo as they were', async () => {
    const { origin } = await start({ reset: true })
    const a = inSpace('journey-a')
    const b = inSpace('journey-b')
    const reset = await fetch(`${origin}/public/login?demo-scenario=many-menus:40`, {
      headers: a,
      redirect: 'manual',
    })
    expect(reset.status).toBe(302)

    const [inA, inB, inMain] = await Promise.all([
      login(origin, 'admin', 'Admin1234', a),
      login(origin, 'admin', 'Admin1234', b),
      login(origin),
    ])
    // Asked at once, so each answer is worked out while the others are in flight.
    const [countA, countB, countMain] = await Promise.all([
      menus(origin, inA.userId, inA.token, a).then(menuCount),
      menus(origin, inB.userId, inB.token, b).then(menuCount),
      menus(origin, inMain.userId, inMain.token).then(menuCount),
    ])
    expect(countA).toBeGreaterThanOrEqual(countMain + 40)
    expect(countB).toBe(countMain)
  })

  test('a session is known only in the space it was opened in', async () => {
    const { origin } = await start({ reset: true })
    const a = inSpace('journey-a')
    const { token, userId } = await login(origin, 'admin', 'Admin1234', a)
    expect((await menus(origin, userId, token, a)).status).toBe(200)
    expect((await menus(origin, userId, token, inSpace('journey-b'))).status).toBe(401)
    expect((await menus(origin, userId, token)).status).toBe(401)
  })

  test('only the main demo is kept in the file: a restarted server has no journey sessions', async () => {
    const first = await start({ reset: true })
    const a = inSpace('journey-a')
    const inA = await login(first.origin, 'admin', 'Admin1234', a)
    const inMain = await login(first.origin)
    first.flush()

    const second = await start()
    expect((await menus(second.origin, inMain.userId, inMain.token)).status).toBe(200)
    expect((await menus(second.origin, inA.userId, inA.token, a)).status).toBe(401)
  })

  test('a scenario’s pushes reach the push clients of its space over the WebSocket', async () => {
    const { origin } = await start({ reset: true })
    const a = inSpace('journey-a')
    await fetch(`${origin}/public/login?demo-scenario=xss`, { headers: a, redirect: 'manual' })
    const { token, userId } = await login(origin, 'manager', 'Manager123', a)
    const socket = new WebSocket(
      `${origin.replace('http', 'ws')}/ceres/websocket/${userId}/${Date.now()}/${token}`,
      { headers: a },
    )
    const messages = await new Promise<string[]>((resolve) => {
      const received: string[] = []
      socket.on('message', (data) => {
        received.push(String(data))
        if (received.length === 5) resolve(received)
      })
    })
    socket.close()
    expect(messages[0]).toBe('ok')
    const titles = messages.slice(1).map((m) => (JSON.parse(m) as { title: string }).title)
    expect(titles.every((title) => title.startsWith('推送'))).toBe(true)
  })
})
