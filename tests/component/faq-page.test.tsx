import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { api, ok } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

const PATH = '/hundred-questions-and-answers'

/** The questions shown (the Collapse's headers), once there are some. */
const questions = () =>
  [...document.querySelectorAll('.faq-page__list .ant-collapse-title')].map((el) => el.textContent)

async function openPage(path = PATH) {
  loginAs('manager')
  const app = renderApp(path)
  await screen.findByRole('navigation', { name: '问答分类' }, { timeout: 15_000 })
  await waitFor(() => expect(questions()).toHaveLength(10))
  return app
}

const category = (name: string) =>
  within(screen.getByRole('navigation', { name: '问答分类' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  })

async function search(keyword: string) {
  const box = screen.getByLabelText('搜索问题')
  fireEvent.change(box, { target: { value: keyword } })
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
  // rc-input takes one Enter per key press: let go of it.
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
}

const HOSTILE =
  '<p>正文仍在</p><img src=x onerror="window.__faqXss=1"><script>window.__faqXss=2</script><a href="javascript:window.__faqXss=3">链接</a><svg onload="window.__faqXss=4"></svg>'

describe('百问百答', { timeout: 90_000 }, () => {
  test('loads the categories with counts and the first page of questions', async () => {
    await openPage()
    expect(screen.getByRole('tab', { name: '百问百答' })).toBeInTheDocument()
    expect(category('全部')).toHaveTextContent('全部50')
    expect(category('账户开立')).toHaveTextContent('账户开立7')
    expect(category('平台使用')).toHaveTextContent('平台使用8')
    expect(questions()[0]).toBe('托管户开立需要提交哪些材料？')
    expect(screen.getByText('共 50 条')).toBeInTheDocument()
  })

  test('a category shows its questions only; the pages go on', async () => {
    const { user } = await openPage()
    await user.click(category('登记过户'))
    await waitFor(() => expect(questions()).toHaveLength(7))
    expect(category('登记过户')).toHaveAttribute('aria-current', 'true')
    expect(questions()).toContain('巨额赎回如何处理？')
    await user.click(category('全部'))
    await waitFor(() => expect(questions()).toHaveLength(10))
    await user.click(document.querySelector('.ant-pagination-item-5') as HTMLElement)
    await waitFor(() => expect(questions().at(-1)).toBe('下载的文件在哪里查看？'))
  })

  test('a search finds questions by their answers too, and recounts the categories', async () => {
    await openPage()
    await search('高水位')
    await waitFor(() => expect(questions()).toEqual(['业绩报酬何时计提？']))
    expect(category('划款与费用')).toHaveTextContent('划款与费用1')
    expect(category('账户开立')).toHaveTextContent('账户开立0')
    await search('托')
    await screen.findByText('请输入至少2个字符')
    await search('没有这样的问题')
    await screen.findByText('暂无数据', { selector: '.ant-empty-description' })
  })

  test('a question opens its answer inline', async () => {
    const { user } = await openPage()
    await user.click(screen.getByText('划款指令的截止时间是几点？'))
    await screen.findByText(/逾期指令顺延至下一工作日处理/)
  })

  test('a hostile answer is shown sanitised: its text, no script, no handlers', async () => {
    server.use(
      http.get(api('/faq/answerContent'), ({ request }) =>
        new URL(request.url).searchParams.get('faqId') === 'FAQ001'
          ? ok({ faqId: 'FAQ001', title: '托管户开立需要提交哪些材料？', answer: HOSTILE })
          : undefined,
      ),
    )
    const { user } = await openPage()
    await user.click(screen.getByText('托管户开立需要提交哪些材料？'))
    const text = await screen.findByText('正文仍在')
    const answer = text.closest('.faq-page__answer') as HTMLElement
    expect(answer.querySelector('script, [onerror], [onload], a[href^="javascript"]')).toBeNull()
    expect(answer).toHaveTextContent('链接')
    expect((window as { __faqXss?: number }).__faqXss).toBeUndefined()
  })

  test('?faqId opens that answer above the list; 关闭 takes it away', async () => {
    const { user, location } = await openPage(`${PATH}?faqId=FAQ009`)
    const focus = (
      await screen.findByText('巨额赎回如何处理？', {
        selector: '.ant-card-head-title',
      })
    ).closest('.ant-card') as HTMLElement
    await within(focus).findByText(/即为巨额赎回/)
    await user.click(within(focus).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(location()).toBe(PATH))
    expect(screen.queryByText(/即为巨额赎回/)).toBeNull()
  })

  test('a failed list offers 重新加载, which shows the questions', async () => {
    server.use(
      http.get(api('/faq/list'), () => HttpResponse.json({}, { status: 500 }), { once: true }),
    )
    loginAs('manager')
    const { user } = renderApp(PATH)
    await screen.findByText('问题列表加载失败', {}, { timeout: 15_000 })
    await user.click(screen.getByRole('button', { name: /重新加载/ }))
    await waitFor(() => expect(questions()).toHaveLength(10))
  })

  test('an answer that failed to load offers 重试', async () => {
    let broken = true
    server.use(
      http.get(api('/faq/answerContent'), () => (broken ? HttpResponse.error() : undefined)),
    )
    const { user } = await openPage()
    await user.click(screen.getByText('划款指令的截止时间是几点？'))
    await screen.findByText(/网络错误/)
    broken = false
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    await screen.findByText(/逾期指令顺延至下一工作日处理/)
  })
})
