import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { seedNews } from '@demo-server/db/seed-public'
import { server } from '@demo-server/node'
import { renderApp } from '../utils/render-app'

const newsList = () => screen.findByRole('list', { name: '新闻列表' })
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)

describe('新闻动态', { timeout: 30_000 }, () => {
  test('an anonymous visitor reads the first page of news, newest first, without logging in', async () => {
    const app = renderApp('/news')
    await screen.findByRole('heading', { level: 1, name: '新闻动态' })
    const list = await newsList()
    expect(titlesIn(list)).toEqual(seedNews.slice(0, 10).map((n) => n.title))
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(seedNews[0]!.summary)
    expect(screen.getByText(`共 ${seedNews.length} 条`)).toBeInTheDocument()
    expect(app.location()).toBe('/news')
  })

  test('the pages are the server’s: page 2 asks for pageNo 2 and keeps it in the address', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/isNotLogin/news?')) asked.push(new URL(request.url).search)
    })
    const app = renderApp('/news')
    await newsList()
    await app.user.click(screen.getByTitle('2'))
    await waitFor(async () => expect(titlesIn(await newsList())[0]).toBe(seedNews[10]!.title))
    expect(app.location()).toBe('/news?page=2')
    expect(asked).toEqual(['?pageNo=1&pageSize=10', '?pageNo=2&pageSize=10'])
    server.events.removeAllListeners()
  })

  test('an article opens from the list and its back link returns to the same page', async () => {
    const app = renderApp('/news?page=2')
    const article = seedNews[12]!
    await app.user.click(await screen.findByRole('link', { name: article.title }))
    await screen.findByRole('heading', { level: 2, name: article.title })
    expect(app.location()).toBe(`/news/${article.id}`)
    await screen.findByText(article.summary)
    expect(screen.getByText(`发布日期：${article.publishDate}`)).toBeInTheDocument()
    await app.user.click(screen.getByRole('link', { name: /返回新闻列表/ }))
    await waitFor(() => expect(app.location()).toBe('/news?page=2'))
  })

  test('an article’s HTML is sanitised: no script, no handlers, the text stays', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    server.use(
      http.get('*/ceres/api/isNotLogin/news/:id', () =>
        HttpResponse.json({
          status: 'success',
          data: {
            ...seedNews[0],
            content:
              '<p>正文第一段</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>',
          },
        }),
      ),
    )
    renderApp(`/news/${seedNews[0]!.id}`)
    const body = (await screen.findByText('正文第一段')).closest('.article__body') as HTMLElement
    expect(body.querySelector('script')).toBeNull()
    expect(body.querySelector('[onerror]')).toBeNull()
    expect(body.innerHTML).not.toMatch(/javascript:|onerror|<script/i)
    expect(alert).not.toHaveBeenCalled()
  })

  test('an unknown article says it is gone and links back to the list', async () => {
    renderApp('/news/N9999')
    await screen.findByText('该新闻不存在或已下线')
    expect(screen.getByRole('link', { name: /返回新闻列表/ })).toHaveAttribute('href', '/news')
  })

  test('a failed list load says so and 重新加载 tries again', async () => {
    server.use(http.get('*/ceres/api/isNotLogin/news', () => HttpResponse.error(), { once: true }))
    const app = renderApp('/news')
    await screen.findByText('网络错误，请联系网站管理员恢复')
    await app.user.click(screen.getByRole('button', { name: /重新加载/ }))
    expect(titlesIn(await newsList())).toHaveLength(10)
  })
})
