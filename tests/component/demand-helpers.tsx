import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Opens an antd Select by its label and chooses an option by its text. */
export async function choose(user: UserEvent, label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label))
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === option && el.offsetParent !== undefined,
    )
    if (!found) throw new Error(`no option ${option}`)
    return found
  })
  await user.click(item)
}

/** The 我的建议 card. */
export const myList = async () =>
  (
    await screen.findByText('我的建议', { selector: '.ant-card-head-title' }, { timeout: 15_000 })
  ).closest('.ant-card') as HTMLElement

/** The 我的建议 table's data rows (not the expanded ones), once loaded. */
export const rows = (card: HTMLElement) => [
  ...card.querySelectorAll<HTMLElement>('tr.ant-table-row'),
]

/** A row's cells as text. */
export const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')

/** A button by its text (ByRole walks every style in jsdom: slow beside a big table). */
export const button = (text: RegExp, container: HTMLElement = document.body) =>
  [...container.querySelectorAll('button')].find((b) =>
    text.test((b.textContent ?? '').trim()),
  ) as HTMLElement
