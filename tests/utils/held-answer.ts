import { http } from 'msw'
import { server } from '@demo-server/node'

/**
 * Holds the demo backend's answers to `method path` until `release()`: the page's waiting state
 * stays on screen to be checked, then the demo backend answers as usual.
 */
export function holdAnswers(method: 'get' | 'post', path: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http[method](`*/ceres/api${path}`, async () => {
      await held
      return undefined
    }),
  )
  return release
}
