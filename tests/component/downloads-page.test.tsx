import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'

const rows = () => [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[]
const waitForList = () => screen.findByText(/^共 \d+ 条$/, {}, { timeout: 20_000 })

afterEach(() => vi.restoreAllMocks())

/** The manager's seeded ready export, named with the time (before the seed day) it was made. */
const readyName = () => db.state.downloadTasks.find((t) => t.taskId === 'DTSEED02')!.fileName

describe('下载中心', { timeout: 180_000 }, () => {
  test('lists the user’s tasks with their state; one being prepared shows progress until ready', async () => {
    const preparing = {
      taskId: 'DTNEW',
      fileName: '待办办结_办结列表_20250601120000.xlsx',
      source: 'done-list',
      sourceName: '待办办结-办结列表',
      rows: 6200,
      status: 'preparing',
      progress: 42,
      createdAt: '2025-06-01 12:00:00',
    }
    server.use(
      http.post(
        api('/rest/download/queryTaskList'),
        () =>
          HttpResponse.json({
            status: 'success',
            data: { list: [preparing], total: 1, pageNo: 1, pageSize: 10 },
          }),
        { once: true },
      ),
    )
    loginAs('manager')
    renderPageAlone('/outline-download')
    expect((await waitForList()).textContent).toBe('共 1 条')
    expect(within(rows()[0]!).getByText('生成中')).toBeInTheDocument()
    expect(within(rows()[0]!).getByRole('progressbar')).toBeInTheDocument()
    expect(rows()[0]!.textContent).toContain('6,200')
    // while one is prepared the list refreshes by itself
    await screen.findByText('共 3 条', {}, { timeout: 20_000 })
    const [failed, ready] = rows()
    expect(within(failed!).getByText('失败')).toBeInTheDocument()
    expect(failed!.textContent).toContain('导出服务繁忙，任务未能完成，请重新导出')
    expect(within(ready!).getByText('已完成')).toBeInTheDocument()
    expect(ready!.textContent).toContain(readyName())
    expect(ready!.textContent).toMatch(/\d+(\.\d)? KB/)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  test('下载 saves a ready file; 删除 asks first', async () => {
    const saved: string[] = []
    URL.createObjectURL = vi.fn(() => 'blob:task')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    loginAs('manager')
    const app = renderPageAlone('/outline-download')
    await waitForList()
    const ready = rows()[1]!
    const name = readyName()
    expect(ready.textContent).toContain(name)
    await app.user.click(within(ready).getByText('下载').closest('button')!)
    await waitFor(() => expect(saved).toEqual([name]))
    await app.user.click(within(ready).getByText('删除').closest('button')!)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(`确定删除下载任务“${name}”吗？`)
    await app.user.click(
      within(dialog)
        .getByText(/^删\s*除$/)
        .closest('button')!,
    )
    await screen.findByText('共 2 条')
    expect(db.state.downloadTasks.some((t) => t.fileName === name)).toBe(false)
  })

  test('none: an empty state; a failed load: a retry that works', async () => {
    db.state.downloadTasks = []
    loginAs('manager')
    server.use(
      http.post(api('/rest/download/queryTaskList'), () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    )
    const app = renderPageAlone('/outline-download')
    await screen.findByText('暂时无法获取下载任务，请稍后重试。', {}, { timeout: 20_000 })
    await app.user.click(screen.getByText('重新加载').closest('button')!)
    await screen.findByText(/暂无下载任务/)
  })
})
