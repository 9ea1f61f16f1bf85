import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { beijingTodayDay } from '@/lib/dayjs'
import { dayIndex, accrualBookOf } from '@demo-server/db/fee-schedule'
import { db } from '@demo-server/db/db'
import { formatAmount } from '@/lib/format'
import {
  amount,
  button,
  choose,
  columnHeader,
  columnIndex,
  DAY,
  lastMonth,
  openFeePage,
  rowsShown,
  watchSavedFiles,
} from './fee-helpers'

const FUND = 'SXA003'
const [from, to] = lastMonth()
const days = Number(to.slice(8))
const PATH = `/fee-query/fee-accrual?fundCode=${FUND}&accrualDate=${from}~${to}`
const saved = watchSavedFiles()

/** What the fund accrued over last month per fee type, in cents (from its book). */
function expectedCents() {
  const book = accrualBookOf(db.state.funds.find((f) => f.fundCode === FUND)!)!
  const [a, b] = [dayIndex(book, from), dayIndex(book, to)]
  const sum = (type: 'management' | 'custody' | 'service') =>
    book.accrualCents[type].slice(a, b + 1).reduce((s, c) => s + c, 0)
  return { management: sum('management'), custody: sum('custody'), service: sum('service') }
}

describe('费用计提', { timeout: 60_000 }, () => {
  test('a fund over a month: rows by day, newest first; a fee type queried; pages and sort', async () => {
    const app = await openFeePage(PATH, `共 ${days * 3} 条`)
    expect(rowsShown()[0]?.[0]).toBe(to)
    expect(rowsShown()[0]?.[1]).toBe(FUND)
    expect(rowsShown()[0]?.[columnIndex('年费率')]).toMatch(/^\d\.\d{2,4}%$/)

    await choose('费用类型', '托管费')
    fireEvent.click(button(/^查\s*询$/))
    await screen.findByText(`共 ${days} 条`, {}, { timeout: 15_000 })
    expect(app.location()).toContain('feeTypes=custody')
    expect(new Set(rowsShown().map((r) => r[3]))).toEqual(new Set(['托管费']))

    fireEvent.click(document.querySelector('.ant-pagination-item-2') as HTMLElement)
    await waitFor(() => expect(app.location()).toContain('page=2'))
    fireEvent.click(columnHeader('当日计提'))
    await waitFor(() => expect(app.location()).toContain('sort=accrual'))
    const i = columnIndex('当日计提')
    await waitFor(() => {
      const shown = rowsShown().map((r) => amount(r[i]!))
      expect(shown).toEqual([...shown].sort((a, b) => a - b))
    })
  })

  test('重置 goes back to the month of the last accrual (yesterday), shown in the form', async () => {
    const app = await openFeePage(PATH)
    fireEvent.click(button(/^重\s*置$/))
    await waitFor(() => expect(app.location()).toBe('/fee-query/fee-accrual'))
    const inputs = document.querySelectorAll('.ant-picker-range input')
    const yesterday = beijingTodayDay().subtract(1, 'day')
    expect(inputs[0]).toHaveValue(yesterday.startOf('month').format(DAY))
    expect(inputs[1]).toHaveValue(beijingTodayDay().format(DAY))
    await screen.findByText(/^共 [1-9]\d* 条$/)
  })

  test('按期间汇总: a row per period and fund, and the 合计 of the whole query', async () => {
    const app = await openFeePage(PATH)
    fireEvent.click(screen.getByText('按期间汇总'))
    await waitFor(() => expect(app.location()).toContain('view=summary'))
    const total = await screen.findByText('合计', { selector: 'td' })
    const cells = [...total.closest('tr')!.querySelectorAll('td')].map((c) => c.textContent)
    const cents = expectedCents()
    const sum = cents.management + cents.custody + cents.service
    expect(cells.slice(-4)).toEqual(
      [cents.management, cents.custody, cents.service, sum].map((c) => formatAmount(c / 100)),
    )
    expect(rowsShown()[0]?.[0]).toBe(`${to.slice(0, 4)}年${to.slice(5, 7)}月`)
    expect(app.location()).toContain(`fundCode=${FUND}`)

    fireEvent.click(screen.getByText('按年'))
    await waitFor(() => expect(app.location()).toContain('groupBy=year'))
    await screen.findByText(`${to.slice(0, 4)}年`, { selector: 'td' })
  })

  test('导出: a month of one fund at once; two years of every fund becomes a task', async () => {
    const app = await openFeePage(PATH)
    fireEvent.click(button(/^导\s*出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^费用计提_按日明细_\d{14}\.xlsx$/)

    const start = beijingTodayDay().subtract(2, 'year').format(DAY)
    await app.router.navigate(`/fee-query/fee-accrual?accrualDate=${start}~${to}`)
    await screen.findByText(/^共 \d{5,} 条$/, {}, { timeout: 15_000 })
    fireEvent.click(button(/^导\s*出$/))
    await screen.findByText(/^导出任务已创建，共 [\d,]+ 条/, {}, { timeout: 15_000 })
    expect(saved).toHaveLength(1)
  })
  test('a typed start more than three years before the end is refused, saying which dates may be chosen', async () => {
    const app = await openFeePage('/fee-query/fee-accrual')
    const start = document.querySelector<HTMLInputElement>('.ant-picker-range input')!
    await app.user.click(start)
    await app.user.clear(start)
    await app.user.type(start, '2020-01-01')
    fireEvent.blur(start)
    const today = beijingTodayDay()
    const earliest = today.subtract(3, 'year').add(1, 'day').format(DAY)
    await screen.findByText(
      `2020-01-01 不在可选范围内，可选日期为 ${earliest} 至 ${today.format(DAY)}`,
    )
  })
})
