import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { setDbStore } from '../db/db'
import { server as interceptor } from '../node'
import { createDemoServer, type DemoServerOptions } from '../server/demo-server'

/**
 * The demo server over the wire: msw's in-process interception is off while a file using this
 * runs, so every call goes over HTTP. Each test's servers are closed after it, and the file's
 * data folder is removed after its last test.
 */
let running: Server[] = []
export let dir: string

export function overTheWire() {
  beforeAll(() => {
    interceptor.close()
    dir = mkdtempSync(join(tmpdir(), 'demo-server-'))
  })
  afterEach(async () => {
    for (const http of running) {
      http.closeAllConnections()
      await new Promise((resolve) => http.close(resolve))
    }
    running = []
    setDbStore(undefined)
  })
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
    interceptor.listen({ onUnhandledRequest: 'error' })
  })
}

export async function start(options: DemoServerOptions = {}) {
  const logged: string[] = []
  const demo = createDemoServer({
    dataFile: join(dir, 'db.json'),
    log: (line) => logged.push(line),
    ...options,
  })
  const http = createServer((req, res) =>
    demo.handle(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  http.on('upgrade', (req, socket, head) => demo.upgrade(req, socket, head) || socket.destroy())
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  running.push(http)
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return { origin, logged, flush: demo.flush }
}

/** A journey's own demo on the server (demo-server/server/spaces.ts). */
export const inSpace = (name: string): Record<string, string> => ({
  Cookie: `ceres-demo-space=${name}`,
})

export async function login(
  origin: string,
  userName = 'admin',
  password = 'Admin1234',
  headers: Record<string, string> = {},
) {
  const api = `${origin}/ceres/api`
  await fetch(`${api}/login/sendRanCode/${userName}/8888`, { method: 'POST', headers })
  const encoded = Buffer.from(password).toString('base64')
  const answer = await fetch(`${api}/login/doLogin/${userName}/${encoded}/8888`, {
    method: 'POST',
    headers,
  })
  const body = (await answer.json()) as { status: string; jwt: string; data: { userId: string } }
  expect(body.status).toBe('success')
  return { token: body.jwt, userId: body.data.userId }
}

export const menus = (
  origin: string,
  userId: string,
  token?: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${origin}/ceres/api/menu/all?userId=${userId}`, {
    headers: token ? { Authorization: token, ...headers } : headers,
  })
