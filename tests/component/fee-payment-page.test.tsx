import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import {
  amount,
  button,
  choose,
  columnHeader,
  columnIndex,
  openFeePage,
  rowsShown,
  watchSavedFiles,
} from './fee-helpers'

const saved = watchSavedFiles()
const PAGE = '/fee-query/fee-payment'

/** The row's 操作 button. */
const rowAction = (row: number, name: string) =>
  within(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')[row]!)
    .getByText(name)
    .closest('button') as HTMLButtonElement

describe('费用支付', { timeout: 60_000 }, () => {
  test('query by status shows each failure’s reason; 重置 brings back every payment; pages and sort', async () => {
    const app = await openFeePage(PAGE)
    const everything = document.querySelector('.ant-pagination-total-text')!.textContent
    await choose('支付状态', '支付失败')
    fireEvent.click(button(/^查\s*询$/))
    await waitFor(() => expect(app.location()).toContain('status=failed'))
    await waitFor(() =>
      expect(document.querySelector('.ant-pagination-total-text')!.textContent).not.toBe(
        everything,
      ),
    )
    const status = columnIndex('支付状态')
    for (const row of rowsShown()) expect(row[status]).toMatch(/^支付失败.+/)

    fireEvent.click(button(/^重\s*置$/))
    await waitFor(() => expect(app.location()).toBe(PAGE))
    await screen.findByText(everything!)

    fireEvent.click(document.querySelector('.ant-pagination-item-2') as HTMLElement)
    await waitFor(() => expect(app.location()).toContain('page=2'))
    fireEvent.click(columnHeader('支付金额'))
    fireEvent.click(columnHeader('支付金额'))
    await waitFor(() => expect(app.location()).toContain('sort=-amount'))
    const i = columnIndex('支付金额')
    await waitFor(() => {
      const shown = rowsShown().map((r) => amount(r[i]!))
      expect(shown).toEqual([...shown].sort((a, b) => b - a))
    })
  })

  test('详情 shows the accounts and period; the voucher downloads named by fund and period', async () => {
    await openFeePage(`${PAGE}?status=paid&fundCode=SXA003`)
    const [first] = rowsShown()
    const fundName = document.querySelector('tbody .fee-fund__name')!.textContent
    const period = first![0]!
    const feeType = first![columnIndex('费用类型')]!
    fireEvent.click(rowAction(0, '详情'))
    const drawer = (await screen.findByText('收款开户行')).closest('.ant-drawer') as HTMLElement
    expect(within(drawer).getByText(`${fundName} ${period}${feeType}`)).toBeInTheDocument()
    expect(within(drawer).getByText('计提区间')).toBeInTheDocument()
    expect(within(drawer).getByText('已支付')).toBeInTheDocument()
    fireEvent.click(within(drawer).getByText('下载支付凭证').closest('button')!)
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toEqual({
      name: `${fundName}_${period}_${feeType}支付凭证.pdf`,
      type: 'application/pdf',
    })
    await screen.findByText(`已下载 ${saved[0]!.name}`)
  })

  test('an unpaid payment offers no voucher; 导出 saves the list', async () => {
    await openFeePage(`${PAGE}?status=pending`)
    expect(rowAction(0, '支付凭证')).toBeDisabled()
    fireEvent.click(button(/^导\s*出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^费用支付_\d{14}\.xlsx$/)
  })
})
