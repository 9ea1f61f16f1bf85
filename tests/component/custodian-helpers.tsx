import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { appQueryClient } from '@/lib/query-client'
import { maintenanceKeys } from '@/api/maintenance/keys'
import { sessionUser } from '@/stores/session-store'
import type { TodoCounts } from '@contract/todo-menus'
import { loginAs } from '../utils/login-as'
import { renderApp, renderPageAlone } from '../utils/render-app'

/*
 * Shared steps of the 托管查询 page tests. Role queries over a page with a table take seconds
 * in jsdom, so rows, cells and buttons are found through the DOM and by text.
 */

export type App = ReturnType<typeof renderApp>

/** The keys of the rows shown, in order. */
export const rowKeys = () =>
  [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')].map((r) =>
    r.getAttribute('data-row-key'),
  )

export const rowOf = (key: string) =>
  document.querySelector(`.ant-table-tbody tr[data-row-key="${key}"]`) as HTMLElement

export const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')

/** A column's header, to click for sorting. */
export const header = (title: string) =>
  within(document.querySelector('.ant-table-thead') as HTMLElement).getByText(title)

/** A button by its text (antd spaces two-character labels). */
export const buttonIn = (container: HTMLElement, text: RegExp) => {
  const found = [...container.querySelectorAll('button')].find((b) =>
    text.test((b.textContent ?? '').replace(/\s/g, '')),
  )
  if (!found) throw new Error(`no button ${String(text)}`)
  return found
}

/** The pager's 共 N 条. */
export const totalShown = () =>
  Number(
    /共 (\d+) 条/.exec(
      document.querySelector('.ant-pagination-total-text')?.textContent ?? '',
    )?.[1],
  )

/**
 * Logs in and opens a page, waiting for its first rows: the page alone, or in the whole shell
 * for a test that uses its tabs or header (`{ shell: true }`).
 */
export async function openPage(
  path: string,
  userName: 'manager' | 'admin' | 'operator',
  { shell = false } = {},
) {
  loginAs(userName)
  const app = shell ? renderApp(path) : renderPageAlone(path)
  await waitFor(() => expect(rowKeys().length).toBeGreaterThan(0), { timeout: 20_000 })
  return app
}

/** Opens an antd Select by its label and chooses an option by its text. */
export async function choose(app: App, label: string, option: string, box?: HTMLElement) {
  fireEvent.mouseDown((box ? within(box) : screen).getByLabelText(label))
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((el) => el.getAttribute('title') === option || el.textContent === option)
    if (!found) throw new Error(`no option ${option}`)
    return found
  })
  await app.user.click(item)
}

/** The to-do count the header shows for a key (the counts query's), once it is what we wait for. */
export const todoCount = (key: string) =>
  appQueryClient().getQueryData<TodoCounts>(maintenanceKeys.todoCounts(sessionUser()?.userId))?.[
    key
  ]

/** Files handed to the browser to save: their names and types. */
export function recordSaves() {
  const saved: Array<{ name: string; type: string }> = []
  let click: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    saved.length = 0
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', type: blob.type })
      return 'blob:saved'
    })
    URL.revokeObjectURL = vi.fn()
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download
    })
  })
  afterEach(() => click.mockRestore())
  return saved
}
