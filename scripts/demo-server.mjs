#!/usr/bin/env node
// `npm run demo-server [-- --port 4300 --reset --scenario many-menus:3000 --data FILE]`: the demo
// backend alone, answering /ceres (API and push channel) for any client: a production `dist`
// behind nginx or any static server, curl, an API tool.
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadDemoServer } from '../demo-server/load.mjs'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4300' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: '.demo-data/db.json' },
    reset: { type: 'boolean', default: false },
    scenario: { type: 'string' },
    'no-greeting': { type: 'boolean', default: false },
  },
})

const demo = await loadDemoServer({
  dataFile: resolve(args.data),
  reset: args.reset,
  scenario: args.scenario,
  greeting: !args['no-greeting'],
})

const server = createServer((req, res) =>
  demo.handle(req, res, (error) => {
    res.statusCode = error ? 500 : 404
    res.end(error ? '演示后端出错' : '演示后端只应答 /ceres/api 与 /ceres/websocket')
  }),
)
server.on('upgrade', (req, socket, head) => {
  if (!demo.upgrade(req, socket, head)) socket.destroy()
})
server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `端口 ${args.port} 已被占用：用 --port 换一个，或先停止占用它的程序`
      : error.message,
  )
  process.exit(1)
})
server.listen(Number(args.port), args.host, () =>
  console.log(`演示后端已启动：http://${args.host}:${args.port}/ceres/api（数据：${args.data}）`),
)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    demo.flush()
    process.exit(0)
  })
}
