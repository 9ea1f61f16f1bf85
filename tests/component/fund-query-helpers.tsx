import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { db } from '@demo-server/db/db'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

/* 产品查询's component tests: text and DOM queries (role queries over a table take seconds). */

export const LIST_PATH = '/product-manage/fund-query'

export const fundOf = (code: string) => {
  const fund = db.state.funds.find((f) => f.fundCode === code)
  if (!fund) throw new Error(`no fund ${code}`)
  return fund
}

/** The portal as the manager (泉城私募) at a path, once `ready` shows. */
export async function openAs(path: string, ready: string | RegExp) {
  loginAs('manager')
  const app = renderApp(path)
  await screen.findAllByText(ready, {}, { timeout: 20_000 })
  return app
}

/** The row keys shown, in order. */
export const rowKeys = () =>
  [...document.querySelectorAll('tbody tr[data-row-key]')].map((r) =>
    r.getAttribute('data-row-key'),
  )

export const row = (key: string) =>
  document.querySelector(`tbody tr[data-row-key="${key}"]`) as HTMLElement

/** A button by its text (antd puts spaces between two Chinese characters). */
export const button = (text: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByText(text, { selector: 'button, button *' })[0]!
    .closest('button') as HTMLButtonElement

/** A shell tab by its whole title. */
export const shellTab = (title: string) =>
  document.querySelector(`.tags-bar [role="tab"][aria-label="${title}"]`) as HTMLElement | null

/** Waits for the pager's 共 N 条 (a DOM read: text queries over a whole table are slow). */
export const total = (n: number, scope: ParentNode = document) =>
  waitFor(
    () => expect(scope.querySelector('.ant-pagination-total-text')?.textContent).toBe(`共 ${n} 条`),
    { timeout: 15_000 },
  )

/** An antd Select's dropdown option. */
export const option = (text: string) =>
  screen.findByText(text, { selector: '.ant-select-item-option-content' })
