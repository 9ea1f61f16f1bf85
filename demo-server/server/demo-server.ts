import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { db, flushDb, loadDb, resetDb, saveDb, saveDbSoon, setDbStore } from '../db/db'
import { handlers } from '../handlers'
import { persistOnAnswer } from '../handlers/http'
import {
  parseScenarios,
  scenarioHandlers,
  scenarioPushHooks,
  seedScenarios,
  type ScenarioChoice,
} from '../scenarios'
import { setPushHooks } from '../ws/push'
import { inMainSpace, perSpace } from '../db/space'
import { greetEachSession } from '../ws/greeting'
import { fileStore } from './file-store'
import { answerWith, type NodeHandler } from './http-adapter'
import { pushUpgrade } from './push-server'
import { requestSpaces } from './spaces'

export interface DemoServerOptions {
  /** The JSON file the state is kept in; none: memory only. */
  dataFile?: string
  /** Start again from the seed (with these scenarios, `many-menus:3000,xss`). */
  reset?: boolean
  scenario?: string
  /** A pushed welcome notice 20 s after each login (off for automated runs). */
  greeting?: boolean
  log?: (message: string) => void
}

const CUSTOMER_SERVICE_PAGE = new URL('../im-client/customer-service-window.html', import.meta.url)

/**
 * The demo backend as a server: the same msw handlers the tests use, answering /ceres/api over
 * HTTP and the push channel over WebSocket, with one state for every browser and user.
 * `?demo-reset` or `?demo-scenario=a,b:arg` on any page address starts the demo again from its
 * seed (with those scenarios), then redirects to the address without it. A browser with the
 * `ceres-demo-space` cookie has a demo of its own in memory (spaces.ts): journeys run side by
 * side, each resetting only its own.
 */
export function createDemoServer(options: DemoServerOptions = {}) {
  const log = options.log ?? ((message: string) => console.log(message))
  setDbStore(options.dataFile ? fileStore(options.dataFile, log) : undefined)
  persistOnAnswer(saveDbSoon)
  const inSpace = requestSpaces()
  const plain = answerWith(handlers)
  const answer = perSpace<NodeHandler>(() => plain)

  function restart(choices: ScenarioChoice[]) {
    resetDb()
    seedScenarios(db.state, choices)
    saveDb()
    answer.set(choices.length ? answerWith([...scenarioHandlers(choices), ...handlers]) : plain)
    setPushHooks(scenarioPushHooks(choices))
  }

  if (options.reset || options.scenario) restart(parseScenarios(options.scenario))
  else loadDb()

  if (options.greeting) greetEachSession()

  const handle: NodeHandler = (req, res, next) => inSpace(req, () => route(req, res, next))

  const route: NodeHandler = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://demo')
    if (url.pathname.startsWith('/ceres/')) return answer.get()(req, res, next)
    if (req.method !== 'GET') return next()
    if (url.pathname === '/im-client/sign') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(readFileSync(CUSTOMER_SERVICE_PAGE))
      return undefined
    }
    const requested = url.searchParams.get('demo-scenario')
    if (requested === null && !url.searchParams.has('demo-reset')) return next()
    restart(parseScenarios(requested))
    if (inMainSpace()) log(requested ? `演示数据已重置（场景：${requested}）` : '演示数据已重置')
    url.searchParams.delete('demo-reset')
    url.searchParams.delete('demo-scenario')
    res.statusCode = 302
    res.setHeader('Location', url.pathname + url.search)
    res.setHeader('Cache-Control', 'no-store')
    res.end()
    return undefined
  }

  const push = pushUpgrade()
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean =>
    inSpace(req, () => push(req, socket, head))
  return { handle, upgrade, flush: flushDb }
}
