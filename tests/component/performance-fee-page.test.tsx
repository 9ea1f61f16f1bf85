import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import {
  amount,
  button,
  columnHeader,
  columnIndex,
  openFeePage,
  rowsShown,
  watchSavedFiles,
} from './fee-helpers'

const saved = watchSavedFiles()
const PAGE = '/fee-query/performance-fee?fundCode=SXA003'

const openCalculation = async (row: number) => {
  const rowEl = document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')[row]!
  fireEvent.click(within(rowEl).getByText('计算过程').closest('button')!)
  const steps = await screen.findByLabelText('计算过程', { selector: 'ol' })
  return steps
}

describe('业绩报酬', { timeout: 60_000 }, () => {
  test('a charged event’s calculation, step by step, with the mark moving up', async () => {
    const app = await openFeePage(`${PAGE}&result=charged&sort=-fee`)
    const fee = columnIndex('业绩报酬金额')
    const shown = rowsShown().map((r) => amount(r[fee]!))
    expect(shown.every((v) => v > 0)).toBe(true)
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
    const [row] = rowsShown()
    const steps = await openCalculation(0)
    const mark = row![columnIndex('高水位')]!
    const nav = row![columnIndex('计提基准')]!
    expect(steps).toHaveTextContent(`累计净值 ÷ 高水位 − 1 = ${nav} ÷ ${mark} − 1`)
    expect(steps).toHaveTextContent(`= ${row![fee]} 元`)
    expect(steps).toHaveTextContent(`高水位由 ${mark} 上调至 ${nav}`)
    expect(app.location()).toContain('result=charged')
  })

  test('an event at or below the mark charges nothing; sorting by date', async () => {
    const app = await openFeePage(`${PAGE}&result=none`)
    const excess = columnIndex('超额收益率')
    expect(rowsShown().every((r) => r[excess]!.startsWith('-') || r[excess] === '0.00%')).toBe(true)
    const steps = await openCalculation(0)
    expect(steps).toHaveTextContent('累计净值未超过高水位，本次不计提业绩报酬：0.00 元')
    fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement)
    fireEvent.click(columnHeader('计提日期'))
    await waitFor(() => expect(app.location()).toContain('sort=date'))
    await waitFor(() => {
      const dates = rowsShown().map((r) => r[0]!)
      expect(dates).toEqual([...dates].sort())
    })
  })

  test('重置 shows every fund’s events; 导出 saves them', async () => {
    const app = await openFeePage(PAGE)
    const one = document.querySelector('.ant-pagination-total-text')!.textContent
    fireEvent.click(button(/^重\s*置$/))
    await waitFor(() => expect(app.location()).toBe('/fee-query/performance-fee'))
    await waitFor(() =>
      expect(document.querySelector('.ant-pagination-total-text')!.textContent).not.toBe(one),
    )
    expect(new Set(rowsShown().map((r) => r[1])).size).toBeGreaterThan(1)
    fireEvent.click(button(/^导\s*出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^业绩报酬_\d{14}\.xlsx$/)
  })
})
