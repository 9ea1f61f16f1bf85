import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { historySize } from '@demo-server/db/done-history'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'

const saved: Array<{ name: string; type: string }> = []
let click: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  saved.length = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push({ name: '', type: blob.type })
    return 'blob:export'
  })
  URL.revokeObjectURL = vi.fn()
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved[saved.length - 1]!.name = this.download
  })
})

let stopCounting = () => {}

afterEach(() => {
  click.mockRestore()
  stopCounting()
})

/** How many exports the demo backend has been asked for from now on (until the test ends). */
function exportCalls() {
  const calls = { count: 0 }
  const count = ({ request }: { request: Request }) => {
    if (request.url.includes('/export/create')) calls.count += 1
  }
  server.events.on('request:start', count)
  stopCounting = () => server.events.removeListener('request:start', count)
  return calls
}

async function doneTab() {
  loginAs('manager')
  const app = renderPageAlone('/todo-done-more')
  // By text, not role: role queries over the portal and a table take seconds in jsdom.
  const tab = await screen.findByText(
    '办结',
    { selector: '[role="tab"], [role="tab"] *' },
    { timeout: 20_000 },
  )
  await app.user.click(tab)
  await screen.findByText(`共 ${historySize('ORG001')} 条`, {}, { timeout: 15_000 })
  const exportButton = () => screen.getByText(/^导\s*出$/).closest('button') as HTMLButtonElement
  return { app, exportButton }
}

describe('导出', { timeout: 60_000 }, () => {
  test('a small export is saved at once as .xlsx', async () => {
    const { app, exportButton } = await doneTab()
    await app.user.type(screen.getByLabelText('标题'), '泉城稳健一号{Enter}')
    await waitFor(() => expect(screen.queryByText(`共 ${historySize('ORG001')} 条`)).toBeNull())
    await app.user.click(exportButton())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^待办办结_办结列表_\d{14}\.xlsx$/)
    expect(saved[0]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  })

  test('a large export becomes a task, with a way to the 下载中心; a double click exports once', async () => {
    const { app, exportButton } = await doneTab()
    const calls = exportCalls()
    await app.user.dblClick(exportButton())
    const text = `导出任务已创建，共 ${historySize('ORG001').toLocaleString('zh-CN')} 条，可在下载中心查看`
    await screen.findByText(text)
    expect(calls.count).toBe(1)
    expect(saved).toHaveLength(0)
    fireEvent.click(screen.getByText(/前往下载中心/).closest('button') as HTMLElement)
    await waitFor(() => expect(app.location()).toBe('/outline-download'))
  })

  test("a double click's second click starts nothing, even after the first export has finished", async () => {
    const { exportButton } = await doneTab()
    const calls = exportCalls()
    fireEvent.click(exportButton(), { detail: 1 })
    await screen.findByText(/导出任务已创建/)
    await waitFor(() => expect(exportButton()).toBeEnabled())
    fireEvent.click(exportButton(), { detail: 2 })
    expect(calls.count).toBe(1)
    // A click of its own (as a keyboard's Enter, detail 0) exports again.
    fireEvent.click(exportButton(), { detail: 0 })
    await waitFor(() => expect(calls.count).toBe(2))
  })

  test('a refused export says why', async () => {
    const { app, exportButton } = await doneTab()
    server.use(
      http.post(api('/rest/export/create'), () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '导出服务暂不可用' }),
      ),
    )
    await app.user.click(exportButton())
    await screen.findByText('导出服务暂不可用')
    expect(saved).toHaveLength(0)
    expect(exportButton()).not.toBeDisabled()
  })
})
