import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { fundAccountsOf } from '@demo-server/db/fund-accounts'
import { button, choose } from './demand-helpers'
import { column, header, openListPage } from './list-page-helpers'

/* 账户查询: query, reset, paging, sorting by open date, the full number to copy, 导出. */

const PATH = '/product-manage/account-query'
const ORG001 = db.state.funds.filter((f) => f.orgId === 'ORG001').flatMap(fundAccountsOf)

const openPage = () => openListPage(PATH, ORG001.length)

const saved: Array<{ name: string; type: string }> = []
beforeEach(() => {
  saved.length = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push({ name: '', type: blob.type })
    return 'blob:export'
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved[saved.length - 1]!.name = this.download
  })
})
afterEach(() => vi.restoreAllMocks())

describe('账户查询', { timeout: 90_000 }, () => {
  test('查询 by fund and kind, 重置, paging and sorting by open date, kept in the address', async () => {
    const app = await openPage()
    expect(column(0).every((code) => code.startsWith('SXA'))).toBe(true)
    fireEvent.change(screen.getByLabelText('产品'), { target: { value: 'SXA003' } })
    await choose(app.user, '账户类型', '证券账户')
    fireEvent.click(button(/^查\s*询$/))
    const expected = fundAccountsOf(db.state.funds.find((f) => f.fundCode === 'SXA003')!).filter(
      (a) => a.kind === 'securities',
    )
    await screen.findByText(`共 ${expected.length} 条`, {}, { timeout: 15_000 })
    expect(column(0)).toEqual(expected.map(() => 'SXA003'))
    expect(column(4)).toEqual(expected.map((a) => a.accountNo))
    expect(app.location()).toBe(`${PATH}?fund=SXA003&kind=securities&size=10`)

    fireEvent.click(button(/^重\s*置$/))
    await screen.findByText(`共 ${ORG001.length} 条`, {}, { timeout: 15_000 })
    expect(app.location()).toBe(`${PATH}?size=10`)
    expect(screen.getByLabelText('产品')).toHaveValue('')

    const first = column(4)
    fireEvent.click(document.querySelector('.ant-pagination-item-2') as HTMLElement)
    await waitFor(() => expect(column(4)).not.toEqual(first), { timeout: 15_000 })
    expect(app.location()).toBe(`${PATH}?page=2&size=10`)
    fireEvent.click(header('开户日期'))
    const oldest = ORG001.map((a) => a.openDate).sort()
    await waitFor(() => expect(column(6)).toEqual(oldest.slice(10, 20)), { timeout: 15_000 })
    expect(app.location()).toBe(`${PATH}?page=2&size=10&sort=openDate`)
    fireEvent.click(header('开户日期'))
    const newest = [...oldest].reverse().slice(10, 20)
    await waitFor(() => expect(column(6)).toEqual(newest), { timeout: 15_000 })
    expect(app.location()).toBe(`${PATH}?page=2&size=10&sort=-openDate`)
  })

  test('an account number shows in full and copies; 导出 saves the queried accounts', async () => {
    const app = await openPage()
    const number = column(4)[0]!
    expect(number).toMatch(/^\d{10,}$/)
    fireEvent.click(screen.getAllByLabelText('复制账号')[0]!)
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(number))

    await choose(app.user, '账户类型', '期货账户')
    fireEvent.click(button(/^查\s*询$/))
    const futures = ORG001.filter((a) => a.kind === 'futures').length
    await screen.findByText(`共 ${futures} 条`, {}, { timeout: 15_000 })
    fireEvent.click(button(/^导\s*出$/))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 })
    expect(saved[0]!.name).toMatch(/^账户查询_\d{14}\.xlsx$/)
    await screen.findByText(/已导出 账户查询_/)
  })
})
