import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fundListRows } from '@demo-server/handlers/fund-list'
import {
  button,
  fundOf,
  LIST_PATH,
  openAs,
  option,
  row,
  rowKeys,
  shellTab,
  total,
} from './fund-query-helpers'

const form = () => document.querySelector('.query-form') as HTMLElement

const OPERATING = 19 // 泉城私募's funds in 存续期

describe('产品查询', { timeout: 60_000 }, () => {
  test('query by stage, then reset; the address keeps the query', async () => {
    const app = await openAs(LIST_PATH, '产品列表')
    await total(30)
    await app.user.click(screen.getByLabelText('产品阶段'))
    await app.user.click(await option('存续期'))
    await app.user.click(button(/^查\s*询$/, form()))
    await total(OPERATING)
    expect(app.location()).toBe(`${LIST_PATH}?stages=operating`)
    const stages = [...document.querySelectorAll('tbody .ant-tag')].map((t) => t.textContent)
    expect(new Set(stages)).toEqual(new Set(['存续期']))

    await app.user.click(button(/^重\s*置$/, form()))
    await total(30)
    expect(app.location()).toBe(LIST_PATH)
  })

  test('pages and sorts on the server', async () => {
    const app = await openAs(LIST_PATH, '产品列表')
    await total(30)
    expect(rowKeys()).toHaveLength(20)
    await app.user.click(document.querySelector('.ant-pagination-item-2') as HTMLElement)
    await waitFor(() => expect(rowKeys()[0]).toBe('SXA021'))
    expect(rowKeys()).toHaveLength(10)

    await app.user.click(screen.getByText('产品规模（元）', { selector: 'thead *' }))
    await waitFor(() => expect(app.location()).toBe(`${LIST_PATH}?page=2&sort=scale`))
    const sorted = fundListRows('ORG001', {
      keyword: '',
      stages: [],
      fundType: '',
      beginDate: '',
      endDate: '',
      sort: { field: 'scale', descending: false },
    })
    await waitFor(() => expect(rowKeys()).toEqual(sorted.slice(20).map((f) => f.fundCode)))
  })

  test('详情 opens the fund in a tab titled with code and name; its list tab keeps the query', async () => {
    const app = await openAs(`${LIST_PATH}?stages=operating`, '产品列表')
    await total(OPERATING)
    const fund = fundOf('SXA004')
    await app.user.click(screen.getByLabelText('详情 SXA004'))
    await screen.findByText('基本要素', {}, { timeout: 15_000 })
    expect(app.location()).toBe(
      `/funds-query-detail?fundCode=SXA004&fundName=${encodeURIComponent(fund.fundName)}`,
    )
    await waitFor(() => expect(shellTab(`SXA004 ${fund.fundName}`)).not.toBeNull())
    await app.user.click(shellTab('产品查询')!)
    await waitFor(() => expect(app.location()).toBe(`${LIST_PATH}?stages=operating`))
    expect(row('SXA004')).not.toBeNull()
  })
})

describe('导出', { timeout: 60_000 }, () => {
  const saved: string[] = []
  let click: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    saved.length = 0
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
  })
  afterEach(() => click.mockRestore())

  test('the queried list downloads at once as .xlsx', async () => {
    const app = await openAs(`${LIST_PATH}?stages=raising`, '产品列表')
    await total(4)
    await app.user.click(button(/^导\s*出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatch(/^产品查询_产品列表_\d{14}\.xlsx$/)
    await screen.findByText(/^已导出 产品查询_产品列表_/)
  })
})
