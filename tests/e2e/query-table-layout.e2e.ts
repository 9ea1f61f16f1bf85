import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, newPage, records, shellTabs } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/*
 * By class: what is measured here is antd's table layout, the wrapper holding the sticky header
 * and the scrolling body (two tables), which has no role or name of its own.
 */
const table = (page: Page) => page.locator('.kept-page:visible .ant-table-wrapper')

async function open(page: Page, path: string) {
  await page.goto(`${BASE}${path}`)
  await records(table(page)).first().waitFor()
  await page.mouse.move(700, 880) // off the header's menus
}

/**
 * The header cells, and the body cells of the columns named, that do not show all they hold:
 * their content overflows them, or the fixed 操作 column lies over them.
 */
function clippedCells(page: Page, columns: string[]) {
  return table(page).evaluate((wrapper, columns) => {
    const heads = [...wrapper.querySelectorAll<HTMLElement>('thead th')]
    const titles = heads.map((th) => th.textContent ?? '')
    const actions = heads.find((th) => th.textContent === '操作')?.getBoundingClientRect()
    const rows = [...wrapper.querySelectorAll('tbody tr[data-row-key]')]
    const cells = [
      ...heads.map((th) => ({ name: `header ${th.textContent}`, el: th })),
      ...columns.flatMap((title) =>
        rows.map((row) => {
          const el = row.children[titles.indexOf(title)] as HTMLElement
          return { name: `${title} ${el.textContent}`, el }
        }),
      ),
    ]
    return cells
      .filter(({ el }) => {
        if (el.scrollWidth > el.clientWidth) return true
        if (!actions) return false
        // By class: antd marks a fixed column's cells by class alone.
        if (el.textContent === '操作' || el.classList.contains('ant-table-cell-fix')) return false
        return el.getBoundingClientRect().right > actions.left + 0.5
      })
      .map(({ name }) => name)
  }, columns)
}

/** The body cells of the columns named whose text runs over more than `most` lines. */
function wrappedCells(page: Page, columns: string[], most = 1) {
  return table(page).evaluate(
    (wrapper, { columns, most }) => {
      const titles = [...wrapper.querySelectorAll('thead th')].map((th) => th.textContent ?? '')
      const rows = [...wrapper.querySelectorAll('tbody tr[data-row-key]')]
      return columns.flatMap((title) =>
        rows
          .map((row) => row.children[titles.indexOf(title)] as HTMLElement)
          .filter((cell) => {
            const range = document.createRange()
            range.selectNodeContents(cell)
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
            return lines.size > most
          })
          .map((cell) => `${title} ${cell.textContent}`),
      )
    },
    { columns, most },
  )
}

/** The header cells named whose title runs over more than one line (the sort arrows aside). */
function wrappedHeaders(page: Page, names: string[]) {
  return table(page).evaluate((wrapper, names) => {
    const heads = [...wrapper.querySelectorAll<HTMLElement>('thead th')]
    return heads
      .filter((th) => names.includes(th.textContent ?? ''))
      .filter((th) => {
        // The title's text alone: the arrows are two boxes one over the other.
        const texts = document.createTreeWalker(th, NodeFilter.SHOW_TEXT)
        const tops = new Set<number>()
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects()) tops.add(Math.round(r.top))
        }
        return tops.size > 1
      })
      .map((th) => th.textContent)
  }, names)
}

/** Scrolls the page area (whatever element scrolls it) by `by` px over the table. */
async function scrollPage(page: Page, by: number) {
  const box = (await table(page).locator('tbody').boundingBox())!
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 40, 850))
  await page.mouse.wheel(0, by)
}

/** Whether the header row is on screen and not covered, just under the shell's bars. */
const headerShown = (page: Page) =>
  table(page)
    .getByRole('columnheader')
    .first()
    .evaluate((th) => {
      const { left, top, bottom } = th.getBoundingClientRect()
      const hit = document.elementFromPoint(left + 8, (top + bottom) / 2)
      return top >= 0 && bottom <= innerHeight && !!hit && th.contains(hit)
    })

test('at 1440 px no header, date or account number cell is clipped or broken; a long table keeps its header in view', async () => {
  const page = await newPage(browser, 1440, 900)
  await page.goto(`${BASE}/login?ucCode=DEMO-SSO-ADMIN`)
  await shellTabs(page).waitFor()

  await open(page, '/custodian/transfer-instruction')
  expect(await clippedCells(page, ['提交时间'])).toEqual([])
  await open(page, '/product-manage/fund-query')
  expect(await clippedCells(page, ['风险等级'])).toEqual([])
  // No sideways scroll here, yet every date whole on one line and 最新净值 not cut.
  await open(page, '/transfer-agent/share-balance')
  expect(await clippedCells(page, ['净值日期', '首次确认日期'])).toEqual([])
  expect(await wrappedCells(page, ['净值日期', '首次确认日期'])).toEqual([])
  // Nor their headers (增值税's 所属期间 broke over two lines at this width).
  expect(await wrappedHeaders(page, ['净值日期', '首次确认日期'])).toEqual([])
  // By class: the box that scrolls sideways is antd's, with no role or name of its own.
  const body = table(page).locator('.ant-table-body, .ant-table-content').first()
  expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  // An ellipsis column (授权产品) takes its column's width, not its whole text's: it made the
  // table 2,300 px wide, 姓名 one character a line.
  await open(page, '/custodian/transfer-authority')
  expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  expect(await wrappedCells(page, ['姓名', '授权产品'])).toEqual([])
  // An account number is one line: 5319391099610 / 623 read as two numbers.
  await open(page, '/product-manage/account-query')
  expect(await wrappedCells(page, ['账号'])).toEqual([])
  expect(await clippedCells(page, ['账号'])).toEqual([])
  await open(page, '/custodian/bank-statement')
  expect(await wrappedCells(page, ['对方账号', '本方账号'])).toEqual([])
  await open(page, '/product-manage/fund-query')

  // A page of funds is far longer than the window.
  const firstRow = records(table(page)).first()
  await scrollPage(page, 1200)
  await expect.poll(async () => (await firstRow.boundingBox())!.y).toBeLessThan(0)
  await expect.poll(() => headerShown(page)).toBe(true)
  await page.context().close()
})

test('at 900 px a table scrolls sideways rather than squeeze its columns', async () => {
  const page = await newPage(browser, 900, 900)
  await page.goto(`${BASE}/login?ucCode=DEMO-SSO-ADMIN`)
  await shellTabs(page).waitFor()

  await open(page, '/transfer-agent/share-balance')
  // Before: 销售渠道 one character a line (rows 290 px tall: 投资者 and 产品名称 took their
  // whole names), 最新净值's header cut.
  expect(await clippedCells(page, ['净值日期', '首次确认日期', '最新净值'])).toEqual([])
  expect(await wrappedCells(page, ['销售渠道', '投资者', '产品名称'], 3)).toEqual([])
  expect(await wrappedCells(page, ['净值日期', '首次确认日期'])).toEqual([])
  // Nor their headers: a date's header broke beside its sort arrows (签署日 over 期 on 销售机构,
  // 首次确认 over 日期 here in a probe; 开户日期 below).
  expect(await wrappedHeaders(page, ['净值日期', '首次确认日期'])).toEqual([])
  // By class: the box that scrolls sideways is antd's, with no role or name of its own.
  const body = table(page).locator('.ant-table-body, .ant-table-content').first()
  expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0)
  // The account number keeps its one line without squeezing 开户机构 to a character a line.
  await open(page, '/product-manage/account-query')
  expect(await wrappedCells(page, ['账号'])).toEqual([])
  expect(await wrappedCells(page, ['开户机构'], 3)).toEqual([])
  // Before: 摘要 and 交易对手 a character a line (rows 180 px tall). 交易时间 stays whole as
  // they widen (a floor on them alone broke it at its hyphens).
  await open(page, '/custodian/bank-statement')
  expect(await wrappedCells(page, ['交易时间'])).toEqual([])
  expect(await wrappedCells(page, ['摘要', '交易对手'], 2)).toEqual([])
  // A column of names with no width of its own keeps five characters a line (QueryTable's
  // floor): 销售渠道 stood twelve lines tall here, 投资者名称 eight.
  await open(page, '/transfer-agent/investor-query')
  expect(await wrappedCells(page, ['投资者名称', '销售渠道'], 3)).toEqual([])
  // A sortable name's title beside its arrows too (投资者名称 broke over two lines in 100 px).
  expect(await wrappedHeaders(page, ['开户日期', '投资者名称'])).toEqual([])
  // 费用支付's status stays in view, fixed beside 操作, while the other columns scroll (before:
  // past the table's right edge).
  await open(page, '/fee-query/fee-payment')
  const headerBox = async (name: string) =>
    (await table(page).getByRole('columnheader', { name }).boundingBox())!
  const [status, actions] = [await headerBox('支付状态'), await headerBox('操作')]
  expect(status.x + status.width).toBeLessThanOrEqual(actions.x + 1)
  expect(actions.x + actions.width).toBeLessThanOrEqual(900)
  const paymentState = records(table(page))
    .first()
    .getByText(/^(已支付|待支付|支付失败)$/)
  const tag = (await paymentState.boundingBox())!
  expect(tag.x).toBeGreaterThanOrEqual(status.x)
  expect(tag.x + tag.width).toBeLessThanOrEqual(actions.x)
  await page.context().close()
})
