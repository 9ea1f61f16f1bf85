import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { contractDocsOf } from '@demo-server/db/fund-contracts'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { button, choose } from './demand-helpers'
import { column, header, openListPage } from './list-page-helpers'

/* 产品合同: query by type, paging, sorting by effective date, 预览 in a new tab, 下载. */

const PATH = '/product-manage/fund-contract'
const DOCS = db.state.funds.filter((f) => f.orgId === 'ORG001').flatMap(contractDocsOf)

const openPage = () => openListPage(PATH, DOCS.length)

const blobs: Blob[] = []
const downloads: string[] = []
beforeEach(() => {
  blobs.length = 0
  downloads.length = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob)
    return `blob:contract-${blobs.length}`
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download)
  })
})
afterEach(() => vi.restoreAllMocks())

describe('产品合同', { timeout: 90_000 }, () => {
  test('查询 by document type, paging, sorting by effective date', async () => {
    const app = await openPage()
    await choose(app.user, '文件类型', '补充协议')
    fireEvent.click(button(/^查\s*询$/))
    const supplements = DOCS.filter((d) => d.docType === 'supplement')
    await screen.findByText(`共 ${supplements.length} 条`, {}, { timeout: 15_000 })
    expect(new Set(column(2))).toEqual(new Set(['补充协议']))
    expect(new Set(column(4))).toEqual(new Set(['V1.1']))
    expect(column(6).every((size) => / KB$/.test(size))).toBe(true)

    fireEvent.click(header('生效日期'))
    const dates = supplements.map((d) => d.effectiveDate).sort()
    await waitFor(() => expect(column(5)).toEqual(dates.slice(0, 10)), { timeout: 15_000 })
    fireEvent.click(document.querySelector('.ant-pagination-item-2') as HTMLElement)
    await waitFor(() => expect(column(5)).toEqual(dates.slice(10, 20)), { timeout: 15_000 })
    expect(app.location()).toBe(`${PATH}?docType=supplement&page=2&size=10&sort=effectiveDate`)
  })

  test('预览 opens the PDF in a new tab; 下载 saves it; a failed preview closes the tab', async () => {
    await openPage()
    const tab = { location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const first = DOCS[0]!
    fireEvent.click(screen.getByLabelText(`预览 ${first.fileName}`))
    await waitFor(() => expect(tab.location.href).toBe('blob:contract-1'))
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(blobs[0]!.type).toBe('application/pdf')
    expect(blobs[0]!.size).toBeGreaterThan(1000)

    fireEvent.click(screen.getByLabelText(`下载 ${first.fileName}`))
    await waitFor(() => expect(downloads).toEqual([first.fileName]))

    server.use(
      http.get(api('/rest/product/contractFile/:docId'), () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '合同文件不存在或已删除' }),
      ),
    )
    fireEvent.click(screen.getByLabelText(`预览 ${first.fileName}`))
    await screen.findByText('合同文件不存在或已删除')
    expect(tab.close).toHaveBeenCalled()
  })
})
