import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { seedDisclosures } from '@demo-server/db/seed-disclosures'
import { server } from '@demo-server/node'
import { renderApp } from '../utils/render-app'

const publicFunds = seedDisclosures.filter((d) => d.category === 'public-funds')
const list = (label: string) =>
  screen.findByRole('list', { name: `${label}列表` }, { timeout: 15_000 })
const titlesIn = (el: HTMLElement) =>
  within(el)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

describe('信息披露', { timeout: 30_000 }, () => {
  test('/info-disclosure opens 公募基金: dated entries, newest first, the list marked current', async () => {
    const app = renderApp('/info-disclosure')
    const entries = await list('公募基金')
    expect(app.location()).toBe('/public-funds')
    expect(titlesIn(entries)).toEqual(publicFunds.slice(0, 10).map((d) => d.title))
    const first = within(entries).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent(publicFunds[0]!.publishDate.slice(0, 7))
    expect(first.querySelector('time')).toHaveAttribute('datetime', publicFunds[0]!.publishDate)
    const sections = screen.getByRole('navigation', { name: '信息披露栏目' })
    expect(within(sections).getByRole('link', { name: '公募基金' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('each list shows its own category', async () => {
    const app = renderApp('/bank-financing')
    expect(titlesIn(await list('银行理财'))[0]).toMatch(/理财产品/)
    const sections = screen.getByRole('navigation', { name: '信息披露栏目' })
    await app.user.click(within(sections).getByRole('link', { name: '公告发布' }))
    expect(titlesIn(await list('公告发布'))[0]).toBe('关于2025年端午节假期托管业务安排的公告')
    expect(app.location()).toBe('/notice-release')
  })

  test('a title search asks the server and says when nothing matches', async () => {
    const app = renderApp('/public-funds')
    await list('公募基金')
    await app.user.type(screen.getByLabelText('标题关键字'), '年度报告{Enter}')
    await waitFor(async () => expect(titlesIn(await list('公募基金'))).toHaveLength(1))
    expect(app.location()).toBe(`/public-funds?keyword=${encodeURIComponent('年度报告')}`)
    await app.user.clear(screen.getByLabelText('标题关键字'))
    await app.user.type(screen.getByLabelText('标题关键字'), '不存在的标题{Enter}')
    await screen.findByText('未找到标题包含“不存在的标题”的信息')
  })

  test('a disclosure shows its text and its attachments download as files', async () => {
    const saved: Array<{ name: string; type: string }> = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', type: blob.type })
      return 'blob:file'
    })
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download
    })
    const item = publicFunds.find((d) => d.attachments.length === 2)!
    const app = renderApp(`/public-funds/${item.id}`)
    await screen.findByRole('heading', { level: 2, name: item.title }, { timeout: 15_000 })
    await screen.findByText(item.paragraphs[0]!)
    const files = screen.getByRole('region', { name: '附件（2）' })
    const file = item.attachments[1]!
    await app.user.click(within(files).getByRole('button', { name: `下载 ${file.fileName}` }))
    await waitFor(() => expect(saved).toEqual([{ name: file.fileName, type: 'application/pdf' }]))
    click.mockRestore()
  })

  test('a failed download is reported, the page stays', async () => {
    server.use(
      http.get('*/ceres/api/isNotLogin/disclosure/file/:fileId', () =>
        HttpResponse.json(
          { status: 'fail', data: null, msg: '附件不存在或已删除' },
          { status: 404 },
        ),
      ),
    )
    const item = publicFunds[0]!
    const app = renderApp(`/public-funds/${item.id}`)
    const button = await screen.findByRole(
      'button',
      { name: `下载 ${item.attachments[0]!.fileName}` },
      { timeout: 15_000 },
    )
    await app.user.click(button)
    await screen.findByText('系统出现异常，请稍后再试')
    expect(app.location()).toBe(`/public-funds/${item.id}`)
  })

  test('an unknown disclosure says so, with the way back to its list', async () => {
    renderApp('/notice-release/NR999')
    await screen.findByText('该披露信息不存在或已下线', undefined, { timeout: 15_000 })
    expect(screen.getByRole('link', { name: /返回公告发布列表/ })).toHaveAttribute(
      'href',
      '/notice-release',
    )
  })
})
