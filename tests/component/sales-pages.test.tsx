import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { holdingsOf, suits } from '@demo-server/db/ta-holdings'
import { taInvestorOf } from '@demo-server/db/ta-investors'
import { statisticsOf } from '@demo-server/handlers/sales-statistics-handlers'
import { formatAmount } from '@/lib/format'
import { holdAnswers } from '../utils/held-answer'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import {
  buttonIn,
  cellsOf,
  header,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  totalShown,
} from './custodian-helpers'

const holdings = () => db.state.funds.filter((f) => f.orgId === 'ORG001').flatMap(holdingsOf)

describe('销售管理', { timeout: 60_000 }, () => {
  const saved = recordSaves()

  test('销售机构: every status; sorted by 保有份额; the drawer lists its funds', async () => {
    const app = await openPage('/sales-manage/sales-agency', 'manager')
    const statuses = rowKeys().map((k) => cellsOf(rowOf(k!))[2])
    expect(new Set(statuses)).toEqual(new Set(['合作中', '已暂停', '已终止']))
    await app.user.click(header('保有份额'))
    await waitFor(() => expect(app.location()).toContain('sort=holdingShares'))
    const byChannel = (code: string) =>
      holdings()
        .filter((h) => h.channel === code)
        .reduce((t, h) => t + h.shares, 0)
    const least = ['AG001', 'AG002', 'AG003', 'AG004', 'AG005', 'AG006'].sort(
      (a, b) => byChannel(a) - byChannel(b),
    )[0]!
    await waitFor(() => expect(rowKeys()[0]).toBe(least))
    fireEvent.click(buttonIn(rowOf(least), /^详情$/))
    const box = (await screen.findByText(/^代销产品（/)).closest('.ant-drawer') as HTMLElement
    const holders = holdings().filter((h) => h.channel === least)
    expect(within(box).getByText(new RegExp(`持有人 ${holders.length} 户`))).toBeInTheDocument()
    expect(box.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBe(
      new Set(holders.map((h) => h.fundCode)).size,
    )
  })

  test('投资者适当性: mismatches red and tagged, counted; 仅看不匹配; 导出', async () => {
    const app = await openPage('/sales-manage/investor-suitability', 'manager')
    const all = holdings()
    const mismatched = all.filter(
      (h) =>
        !suits(
          taInvestorOf('ORG001', h.investorId)!,
          db.state.funds.find((f) => f.fundCode === h.fundCode)!,
        ),
    )
    expect(totalShown()).toBe(all.length)
    const summary = screen.getByRole('region', { name: '适当性统计' })
    expect(within(summary).getByText('不匹配').closest('.ant-statistic')).toHaveTextContent(
      `${mismatched.length}条`,
    )
    const first = document.querySelector('.ant-table-tbody tr[data-row-key]') as HTMLElement
    expect(first).toHaveClass('sales-mismatch')
    expect(within(first).getByText('不匹配')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('仅看不匹配'))
    fireEvent.click(buttonIn(document.body, /^查询$/))
    await waitFor(() => expect(app.location()).toContain('onlyMismatch=true'))
    await waitFor(() => expect(totalShown()).toBe(mismatched.length))
    fireEvent.click(buttonIn(document.body, /^重置$/))
    await waitFor(() => expect(totalShown()).toBe(all.length))
    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved[0]?.name).toMatch(/^投资者适当性.*\.xlsx$/))
  })

  test('销售统计: loading said; three views with their 合计, the range from the address', async () => {
    loginAs('manager')
    const release = holdAnswers('post', '/rest/sales/salesStatistics')
    renderPageAlone('/sales-manage/sales-statistics?beginMonth=2024-01&endMonth=2026-06')
    await screen.findByText('正在加载销售统计…', undefined, { timeout: 20_000 })
    release()
    const stats = statisticsOf('ORG001', '2024-01', '2026-06')
    const product = await screen.findByRole('table', { name: '按产品明细' }, { timeout: 20_000 })
    const total = formatAmount(stats.totalAmount)
    for (const name of ['按产品明细', '按销售渠道明细', '按月份明细']) {
      const table = name === '按产品明细' ? product : screen.getByRole('table', { name })
      const row = table.querySelector('.sales-total') as HTMLElement
      expect(row).toHaveTextContent(`合计${stats.totalCount}${total}100.00%`)
    }
    // The picker writes its text in an effect after the render that brings the tables.
    const shownRange = () =>
      [...document.querySelectorAll<HTMLInputElement>('.ant-picker input')].map((i) => i.value)
    await waitFor(() => expect(shownRange()).toEqual(['2024-01', '2026-06']))
    fireEvent.click(buttonIn(product.closest('.ant-card') as HTMLElement, /^导出$/))
    await waitFor(() => expect(saved[0]?.name).toMatch(/^销售统计-按产品.*\.xlsx$/))
  })
})
