import { startMockWorker } from '@demo-server/browser'

/*
 * The static demo (npm run build:demo-static): the demo backend runs in the browser's service
 * worker, for a static https host with no /ceres behind it. It starts before the app, which
 * then loads as in production. Everywhere else the demo backend is a server (docs/demo-backend.md).
 */
await startMockWorker()
await import('../src/main')
