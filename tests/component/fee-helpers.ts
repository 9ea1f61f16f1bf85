import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { beijingTodayDay } from '@/lib/dayjs'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'

/* What the 费用查询 page tests share: the pages over the demo backend, read from the DOM. */

export const DAY = 'YYYY-MM-DD'

/** Last calendar month, whole: always within the data (which ends yesterday). */
export function lastMonth(): [string, string] {
  const start = beijingTodayDay().subtract(1, 'month').startOf('month')
  return [start.format(DAY), start.endOf('month').format(DAY)]
}

/** Logs in as the manager (泉城, ORG001) and opens a fee page; waits for its first list. */
export async function openFeePage(path: string, total?: string) {
  loginAs('manager')
  const app = renderPageAlone(path)
  await screen.findByText(total ?? /^共 \d+ 条$/, {}, { timeout: 20_000 })
  return app
}

/** The rows shown: each row's cell texts (role queries over a table are slow in jsdom). */
export const rowsShown = () =>
  [...document.querySelectorAll('tbody tr[data-row-key]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  )

/** A column's index among the header cells. */
export const columnIndex = (title: string) =>
  [...document.querySelectorAll('thead th')].findIndex((th) => th.textContent === title)

export const columnHeader = (title: string) =>
  within(document.querySelector('thead') as HTMLElement).getByText(title)

export const amount = (text: string) => Number(text.replace(/,/g, ''))

export const button = (name: RegExp | string) =>
  screen.getByText(name, { selector: 'button, button *' }).closest('button') as HTMLButtonElement

/** Files the page hands to the browser to save: their names and types. */
export function watchSavedFiles() {
  const saved: Array<{ name: string; type: string }> = []
  let click: ReturnType<typeof vi.spyOn> | undefined
  beforeEach(() => {
    saved.length = 0
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', type: blob.type })
      return 'blob:fee'
    })
    URL.revokeObjectURL = vi.fn()
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download
    })
  })
  afterEach(() => click?.mockRestore())
  return saved
}

/** Opens an antd Select by its label and chooses an option by its title (fast events). */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }))
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`)
    if (!found) throw new Error(`no option ${option}`)
    return found
  })
  fireEvent.click(item)
}
