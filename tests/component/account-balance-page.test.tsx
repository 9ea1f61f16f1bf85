import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { closingBalance } from '@demo-server/db/cash-ledger'
import { statementUntil } from '@demo-server/db/custody-cash'
import { db } from '@demo-server/db/db'
import { addDays } from '@demo-server/db/trading-days'
import { beijingTodayDay } from '@/lib/dayjs'
import { formatAmount } from '@/lib/format'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import { buttonIn, cellsOf, header, openPage, rowKeys, rowOf } from './custodian-helpers'

const PATH = '/custodian/account-balance'
const fund = (code: string) => db.state.funds.find((f) => f.fundCode === code)!
const totalsRow = () => document.querySelector('.totals-row') as HTMLElement

describe('托管户余额', { timeout: 60_000 }, () => {
  test('balances on a date with their 合计; sorted by balance; 重置 goes back to yesterday', async () => {
    const app = await openPage(`${PATH}?date=2026-03-08&size=50`, 'operator')
    expect(screen.getByText('托管户余额（截至 2026-03-08）')).toBeInTheDocument()
    // A Sunday: Friday's closing balance stands.
    const balance = closingBalance(fund('SXA003'), '2026-03-06')
    expect(cellsOf(rowOf('SXA003'))).toEqual(
      expect.arrayContaining([formatAmount(balance), '2026-03-06', '正常']),
    )
    const shown = db.state.funds.filter(
      (f) => f.orgId === 'ORG001' && f.establishDate && f.establishDate <= '2026-03-08',
    )
    expect(rowKeys().sort()).toEqual(shown.map((f) => f.fundCode).sort())
    // A liquidated fund's account closes 900 days after it was established.
    const closed = (f: (typeof shown)[number]) =>
      f.stage === 'liquidated' && addDays(f.establishDate, 900) < '2026-03-06'
    const liquidated = shown.find(closed)!
    expect(cellsOf(rowOf(liquidated.fundCode))).toEqual(expect.arrayContaining(['0.00', '已销户']))
    const open = shown.filter((f) => !closed(f))
    const sum = open.reduce((s, f) => s + closingBalance(f, '2026-03-06'), 0)
    expect(cellsOf(totalsRow())).toEqual(expect.arrayContaining(['合计', formatAmount(sum)]))
    await app.user.click(header('账户余额'))
    await waitFor(() => expect(app.location()).toContain('sort=balance'))
    await waitFor(() => expect(rowKeys()[0]).toBe(liquidated.fundCode))
    fireEvent.click(buttonIn(document.body, /^重置$/))
    await screen.findByText(`托管户余额（截至 ${statementUntil()}）`)
  })

  test('the 合计 row follows the column settings', async () => {
    const app = await openPage(PATH, 'admin')
    const columns = () => document.querySelectorAll('.ant-table-thead th').length
    expect(totalsRow().querySelectorAll('td')).toHaveLength(columns())
    await app.user.click(screen.getByLabelText('列设置'))
    await app.user.click(await screen.findByLabelText('开户银行'))
    await waitFor(() => expect(columns()).toBe(8))
    expect(totalsRow().querySelectorAll('td')).toHaveLength(8)
  })

  test('a typed date after yesterday is refused, saying which dates may be chosen', async () => {
    const app = await openPage(PATH, 'operator')
    const box = screen.getByLabelText('日期')
    await app.user.click(box)
    await app.user.type(box, '2030-01-01{Enter}')
    const yesterday = beijingTodayDay().subtract(1, 'day').format('YYYY-MM-DD')
    await screen.findByText(`2030-01-01 不在可选范围内，可选日期为 ${yesterday} 及以前`)
  })

  test('a date the statement does not reach yet is refused with the reason', async () => {
    loginAs('operator')
    renderPageAlone(`${PATH}?date=${addDays(statementUntil(), 1)}`)
    await screen.findByText('数据加载失败', {}, { timeout: 20_000 })
    await screen.findByText(`查询日期不能晚于 ${statementUntil()}`)
  })
})
