import { fireEvent, screen, waitFor, within } from '@testing-library/react'

/*
 * Reading the 产品成立、清算、分红 pages cheaply: role queries over an antd table take seconds
 * in jsdom, so rows are found by their keys and controls by their text.
 */

export const rowKeys = () =>
  [...document.querySelectorAll('tbody tr[data-row-key]')].map((r) =>
    r.getAttribute('data-row-key'),
  )

export const rowOf = (key: string) =>
  document.querySelector(`tbody tr[data-row-key="${key}"]`) as HTMLElement

/** Resolves once the list shows rows other than `before` (any rows when not given). */
export function rowsShown(before?: string | null) {
  return waitFor(
    () => {
      const keys = rowKeys()
      if (!keys.length || (before !== undefined && keys[0] === before))
        throw new Error('no rows yet')
      return keys
    },
    { timeout: 20_000 },
  )
}

/** A button by its text (antd spaces two-character labels: 查 询). */
export const buttonIn = (scope: HTMLElement, text: string | RegExp) =>
  within(scope)
    .getAllByText(text, { selector: 'button, button *' })[0]!
    .closest('button') as HTMLButtonElement

export const totalShown = () => screen.getByText(/^共 \d+ 条$/).textContent

export const queryForm = () => document.querySelector('form.query-form') as HTMLElement

/** The open drawer, once it shows its content. */
export const drawer = () =>
  waitFor(
    () => {
      const body = document.querySelector('.ant-drawer-open .ant-drawer-body')
      if (!body || body.querySelector('.ant-skeleton')) throw new Error('no drawer yet')
      return body.closest('.ant-drawer-section') as HTMLElement
    },
    { timeout: 15_000 },
  )

/** The open dialog with this title. */
export const dialog = (title: string | RegExp) =>
  waitFor(
    () => {
      const heading = within(document.body).getByText(title, { selector: '.ant-modal-title' })
      return heading.closest('.ant-modal') as HTMLElement
    },
    { timeout: 15_000 },
  )

/** A to-do badge in the header (its name carries the whole count, even when it shows 99+). */
export const todoBadge = (count: number) => document.querySelector(`[aria-label="待办 ${count}"]`)

/** Picks a file on a labelled upload (the change event antd's picker listens to). */
export function pickFile(scope: HTMLElement, label: string, file: File) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { files: [file] } })
}

export const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])
export const XLSX_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
