import type { Connect, HttpServer } from 'vite'
import type { DemoServerOptions, createDemoServer } from './server/demo-server'

export type DemoServer = ReturnType<typeof createDemoServer>
export function loadDemoServer(options?: DemoServerOptions): Promise<DemoServer>
export function mountDemoServer(
  server: { middlewares: Connect.Server; httpServer?: HttpServer | null },
  options?: DemoServerOptions,
): Promise<DemoServer>
