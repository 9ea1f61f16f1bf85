import { screen, within } from '@testing-library/react'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import { cells } from './demand-helpers'

/* A query page's table as the 产品管理 list tests read it: its rows, a column, a header. */

/** The table's data rows. */
export const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')]

/** One column's texts, top to bottom. */
export const column = (index: number) => rows().map((row) => cells(row)[index] ?? '')

/** A column's header, to click for sorting. */
export const header = (title: string) =>
  within(document.querySelector('thead') as HTMLElement).getByText(title)

/** The manager opens the page ten rows a page and waits for its 共 N 条. */
export async function openListPage(path: string, total: number) {
  loginAs('manager')
  const app = renderPageAlone(`${path}?size=10`)
  await screen.findByText(`共 ${total} 条`, {}, { timeout: 20_000 })
  return app
}
