import { act, render } from '@testing-library/react'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { server } from '@demo-server/node'
import { useVersionWatch } from '@/features/notices/hooks/use-version-watch'

function Watching() {
  useVersionWatch({ enabled: true })
  return null
}

describe('new version watch in the shell', () => {
  test('route changes check version.json at most once in 5 minutes, not on every change', async () => {
    let fetched = 0
    server.use(
      http.get('*/version.json', () => {
        fetched += 1
        return HttpResponse.json({ version: '2.5.0', build: 'same' })
      }),
    )
    const router = createMemoryRouter([{ path: '*', element: <Watching /> }], {
      initialEntries: ['/home-page'],
    })
    render(
      <App>
        <RouterProvider router={router} />
      </App>,
    )
    for (const path of ['/a', '/b', '/c', '/home-page']) {
      await act(() => router.navigate(path))
    }
    await act(async () => undefined)
    expect(fetched).toBe(1)
  })
})
