import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { server } from '@demo-server/node'
import { BusinessGuide } from '@/features/guide/components/business-guide'
import { loginAs, signedInAs } from '../utils/login-as'
import { queriesSettled } from '../utils/queries-settled'
import { renderApp, renderLoggedIn } from '../utils/render-app'
import { setupUser } from '../utils/user'

const FUND_QUERY = { path: '/product-manage/fund-query', menuId: 110101 } // showNotice, rated 满意
const BANK_STATEMENT = { path: '/custodian/bank-statement', menuId: 120102 } // showNotice false
const TRANSFER_INSTRUCTION = { path: '/custodian/transfer-instruction', menuId: 120201 } // <script>
const VALUATION_TABLE = { path: '/valuation-check/valuation-table', menuId: 130101 } // long

const api = (path: string) => `*/ceres/api${path}`
// The first page of the file loads its lazy chunk cold: on a busy 2-core runner that alone can
// take longer than the default 5 s.
const header = () => screen.findByRole('button', { name: /业务说明/ }, { timeout: 15_000 })
const content = () => document.querySelector('.business-guide__content') as HTMLElement
const toggle = (name: '满意' | '一般') => screen.getByRole('button', { name })
const remarksOf = (menuId: number) => db.state.remarks.filter((r) => r.menuId === menuId)
const typesSent = (menuId: number) => remarksOf(menuId).map((r) => r.feedBackType)

/** Date.now under the test's control: the rating throttle reads it, timers stay real. */
function controlClock() {
  let now = Date.parse('2025-06-10T02:00:00Z')
  vi.spyOn(Date, 'now').mockImplementation(() => now)
  return (ms: number) => {
    now += ms
  }
}

/** The whole portal at a page, its guide shown: for how the guide lives in its page and tab. */
async function openPage(page = FUND_QUERY) {
  loginAs('manager')
  const app = renderApp(page.path)
  await header()
  return app
}

/**
 * A page's guide alone, in the providers a logged-in page has: for what the panel itself does
 * (its rating, clipping and complaint box), without the shell and the page around it.
 */
async function openGuide({ menuId }: { menuId: number } = FUND_QUERY) {
  signedInAs('manager')
  const user = setupUser()
  renderLoggedIn(<BusinessGuide menuId={menuId} />)
  await header()
  return { user }
}

/** The requests the app made to a path of the backend. */
function countCalls(path: string) {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push(request.url)
  })
  return seen
}

afterEach(() => {
  vi.restoreAllMocks()
  server.events.removeAllListeners()
})

describe('业务说明 panel', { timeout: 40_000 }, () => {
  test('opens by default when the guide says showNotice', async () => {
    await openPage(FUND_QUERY)
    expect(await header()).toHaveAttribute('aria-expanded', 'true')
    // The sanitiser loads on first use: the text follows the open header.
    await waitFor(() =>
      expect(content()).toHaveTextContent('本页面查询贵司在我司托管或外包服务的全部产品'),
    )
  })

  test('starts collapsed when showNotice is false; the header opens and closes it', async () => {
    const { user } = await openGuide(BANK_STATEMENT)
    const button = await header()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(content()).toBeNull() // not rendered until first opened
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(content()).toHaveTextContent('按日期区间查询托管户的收支流水'))
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('server HTML is sanitised: no <script>, no onerror, the text and link kept; a broken image hidden', async () => {
    await openGuide(TRANSFER_INSTRUCTION)
    const html = content()
    expect(html).toHaveTextContent('查询贵司发起的划款指令及其审核、执行进度')
    expect(html.querySelector('script')).toBeNull()
    expect(html.innerHTML).not.toMatch(/onerror|alert|<script/i)
    const img = html.querySelector('img') as HTMLImageElement
    expect(img.getAttributeNames()).toEqual(['src'])
    img.dispatchEvent(new Event('error')) // what x does: a broken image is left out
    expect(img).not.toBeVisible()
    const link = within(html).getByRole('link', { name: '百问百答' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('no guide (empty content) shows no panel', async () => {
    server.use(
      http.post(api('/query/queryUserGuide'), () =>
        HttpResponse.json({ status: 'success', data: { content: '', showNotice: true }, msg: '' }),
      ),
    )
    loginAs('manager')
    renderApp(FUND_QUERY.path)
    await screen.findByText('产品列表', { selector: '.query-table__title' })
    await queriesSettled()
    expect(screen.queryByRole('button', { name: /业务说明/ })).not.toBeInTheDocument()
  })

  test('a failing guide call shows nothing and leaves the page usable', async () => {
    server.use(http.post(api('/query/queryUserGuide'), () => HttpResponse.error()))
    loginAs('manager')
    const { user } = renderApp(FUND_QUERY.path)
    await screen.findByText('产品列表', { selector: '.query-table__title' })
    await queriesSettled()
    expect(screen.queryByRole('button', { name: /业务说明/ })).not.toBeInTheDocument()
    expect(screen.queryByText('网络错误，请联系网站管理员恢复')).not.toBeInTheDocument()
    const favorites = await screen.findByRole('list', { name: '常用菜单' })
    await user.click(within(favorites).getByRole('link', { name: '银行流水' }))
    await screen.findByText('银行流水', { selector: '.query-table__title' })
  })
})

describe('taller than 110 px', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight
  })

  const stubHeight = (px: number) =>
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('business-guide__content') ? px : 0
      },
    })

  test('is clipped behind 展开, which becomes 收起', async () => {
    stubHeight(320)
    const { user } = await openGuide(VALUATION_TABLE)
    const more = await screen.findByRole('button', { name: '展开' })
    expect(content()).toHaveClass('business-guide__content--clipped')
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
    expect(content()).not.toHaveClass('business-guide__content--clipped')
  })

  test('110 px or less shows all of it, without 展开', async () => {
    stubHeight(110)
    await openGuide(FUND_QUERY)
    await screen.findByRole('button', { name: '满意' })
    expect(screen.queryByRole('button', { name: '展开' })).not.toBeInTheDocument()
    expect(content()).not.toHaveClass('business-guide__content--clipped')
  })
})

describe('满意 / 一般', () => {
  test('the stored rating is read back: 1 marks 满意', async () => {
    await openGuide(FUND_QUERY)
    await waitFor(() => expect(toggle('满意')).toHaveAttribute('aria-pressed', 'true'))
    expect(toggle('一般')).toHaveAttribute('aria-pressed', 'false')
  })

  test('0 marks 一般', async () => {
    db.state.remarks.push({
      userId: 'U1001',
      menuId: 140101,
      feedBackType: 0,
      feedBackReview: '',
      at: '',
    })
    const { user } = await openGuide({ menuId: 140101 }) // 投资者查询
    await user.click(await header()) // 投资者查询 starts collapsed
    await waitFor(() => expect(toggle('一般')).toHaveAttribute('aria-pressed', 'true'))
    expect(toggle('满意')).toHaveAttribute('aria-pressed', 'false')
  })

  test.each([3, 4])('a latest %i (toggled off) marks nothing', async (feedBackType) => {
    db.state.remarks.push({
      userId: 'U1001',
      menuId: 110101,
      feedBackType,
      feedBackReview: '',
      at: '',
    })
    await openGuide(FUND_QUERY)
    await screen.findByRole('button', { name: '满意' })
    await queriesSettled()
    expect(toggle('满意')).toHaveAttribute('aria-pressed', 'false')
    expect(toggle('一般')).toHaveAttribute('aria-pressed', 'false')
  })

  test('they reset each other and send 1, 0, 3 and 4', async () => {
    const tick = controlClock()
    const { user } = await openGuide(FUND_QUERY)
    await waitFor(() => expect(toggle('满意')).toHaveAttribute('aria-pressed', 'true'))
    const click = async (name: '满意' | '一般') => {
      tick(1000)
      await user.click(toggle(name))
    }

    const pressed = (satisfied: boolean, average: boolean) =>
      waitFor(() => {
        expect(toggle('满意')).toHaveAttribute('aria-pressed', String(satisfied))
        expect(toggle('一般')).toHaveAttribute('aria-pressed', String(average))
      })

    await click('一般') // 满意 → 一般: sends 0, 满意 resets
    await pressed(false, true)
    await click('一般') // 一般 off: sends 3
    await pressed(false, false)
    await click('满意') // sends 1
    await pressed(true, false)
    await click('一般') // 满意 → 一般 again: sends 0
    await pressed(false, true)
    await click('满意') // 一般 → 满意: sends 1, 一般 resets
    await pressed(true, false)
    await click('满意') // 满意 off: sends 4
    await pressed(false, false)

    await waitFor(() => expect(typesSent(110101)).toEqual([1, 0, 3, 1, 0, 1, 4]))
    expect(remarksOf(110101).slice(1)).toEqual(
      [0, 3, 1, 0, 1, 4].map((feedBackType) => ({
        userId: 'U1001',
        menuId: 110101,
        feedBackType,
        feedBackReview: '',
        at: expect.any(String),
      })),
    )
    expect((await screen.findAllByText('感谢评价！')).length).toBeGreaterThan(0)
  })

  test('clicks within 1 s send one rating, then the last choice made in that second', async () => {
    const tick = controlClock()
    const { user } = await openGuide(FUND_QUERY)
    await waitFor(() => expect(toggle('满意')).toHaveAttribute('aria-pressed', 'true'))
    await user.click(toggle('一般')) // sent at once: 0
    await user.click(toggle('一般')) // 一般 off (3), waits for the second to end
    tick(999)
    await user.click(toggle('满意')) // replaces it: 1
    expect(toggle('满意')).toHaveAttribute('aria-pressed', 'true')
    // 3 was never sent: only the last choice of the second was.
    await waitFor(() => expect(typesSent(110101)).toEqual([1, 0, 1]), { timeout: 5_000 })

    tick(1000)
    await user.click(toggle('满意'))
    await waitFor(() => expect(typesSent(110101)).toEqual([1, 0, 1, 4]))
  })

  test('满意 then 一般 within a second: 一般 is shown and is what the server keeps', async () => {
    db.state.remarks.push({
      userId: 'U1001',
      menuId: 110101,
      feedBackType: 4,
      feedBackReview: '',
      at: '',
    })
    const { user } = await openGuide(FUND_QUERY)
    await screen.findByRole('button', { name: '满意' })
    await user.click(toggle('满意'))
    await user.click(toggle('一般'))
    expect(toggle('一般')).toHaveAttribute('aria-pressed', 'true')
    expect(toggle('满意')).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(typesSent(110101)).toEqual([1, 4, 1, 0]), { timeout: 5_000 })
    expect(toggle('一般')).toHaveAttribute('aria-pressed', 'true')
    expect(toggle('满意')).toHaveAttribute('aria-pressed', 'false')
  })

  test('a failed rating says 评价失败！ and shows what the server has', async () => {
    server.use(
      http.post(api('/menuRemark/modifyUserRemark'), () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '系统繁忙' }),
      ),
    )
    const { user } = await openGuide(FUND_QUERY)
    await waitFor(() => expect(toggle('满意')).toHaveAttribute('aria-pressed', 'true'))
    await user.click(toggle('一般'))
    await screen.findByText('评价失败！')
    expect(screen.queryByText('系统繁忙')).not.toBeInTheDocument()
    await waitFor(() => expect(toggle('满意')).toHaveAttribute('aria-pressed', 'true'))
    expect(toggle('一般')).toHaveAttribute('aria-pressed', 'false')
  })

  test('a hidden tab shown again keeps its guide; 刷新 loads guide and rating again', async () => {
    const calls = countCalls('/query/queryUserGuide')
    const { user, router } = await openPage(FUND_QUERY)
    expect(calls).toHaveLength(1)
    await act(() => router.navigate(BANK_STATEMENT.path))
    await waitFor(() => expect(calls).toHaveLength(2))
    await act(() => router.navigate(FUND_QUERY.path))
    await waitFor(() => expect(toggle('满意')).toBeVisible())
    expect(calls).toHaveLength(2)

    // Rated elsewhere meanwhile: 刷新 loads the guide and the rating again.
    db.state.remarks.push({
      userId: 'U1001',
      menuId: 110101,
      feedBackType: 0,
      feedBackReview: '',
      at: '',
    })
    await user.pointer({
      keys: '[MouseRight]',
      target: screen.getByRole('tab', { name: /产品查询/ }),
    })
    await user.click(await screen.findByRole('menuitem', { name: '刷新' }))
    await waitFor(() => expect(calls).toHaveLength(3))
    await waitFor(() => expect(toggle('一般')).toHaveAttribute('aria-pressed', 'true'))
    expect(toggle('满意')).toHaveAttribute('aria-pressed', 'false')
  })
})

describe('投诉建议', () => {
  const field = () => screen.getByLabelText('意见或建议')
  const publish = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /发\s*布/ })

  async function openDialog() {
    const app = await openGuide(FUND_QUERY)
    await app.user.click(await screen.findByRole('button', { name: '我要吐槽' }))
    const dialog = await screen.findByRole('dialog', { name: '投诉建议' })
    return { ...app, dialog }
  }

  test('the text is required: 请输入评价内容！', async () => {
    const { user, dialog } = await openDialog()
    await user.click(publish(dialog))
    await within(dialog).findByText('请输入评价内容！')
    await user.click(field())
    await user.paste('   ')
    await user.click(publish(dialog))
    await within(dialog).findByText('请输入评价内容！')
    // Refused before sending: 发布 starts no send (it would spin from the click until the answer).
    expect(publish(dialog)).not.toHaveClass('ant-btn-loading')
    await queriesSettled()
    expect(remarksOf(110101).filter((r) => r.feedBackType === 2)).toEqual([])
  })

  test('at most 2000 characters, with a counter', async () => {
    const { user, dialog } = await openDialog()
    expect(field()).toHaveAttribute('maxlength', '2000')
    expect(within(dialog).getByText('0 / 2000')).toBeInTheDocument()
    await user.click(field())
    await user.paste('吐'.repeat(2100))
    expect((field() as HTMLTextAreaElement).value).toHaveLength(2000)
    expect(within(dialog).getByText('2000 / 2000')).toBeInTheDocument()
  })

  test('sent 500 ms after 发布 as type 2; 发布成功！ closes the dialog and clears the text', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let arrivedAt = 0
    server.use(
      http.post(api('/menuRemark/modifyUserRemark'), async () => {
        arrivedAt = Date.now()
        await gate // then on to the demo backend's handler
      }),
    )
    const { user, dialog } = await openDialog()
    await user.click(field())
    await user.paste('估值表下载希望支持批量打包')
    let confirmedAt = 0
    publish(dialog).addEventListener('click', () => (confirmedAt = Date.now()))
    await user.click(publish(dialog))
    await waitFor(() => expect(publish(dialog)).toHaveClass('ant-btn-loading'))
    await waitFor(() => expect(arrivedAt).toBeGreaterThan(0))
    expect(arrivedAt - confirmedAt).toBeGreaterThanOrEqual(500)
    expect(publish(dialog)).toHaveClass('ant-btn-loading')
    release()

    await screen.findByText('发布成功！')
    const sent = remarksOf(110101).filter((r) => r.feedBackType === 2)
    expect(sent).toEqual([
      expect.objectContaining({ userId: 'U1001', feedBackReview: '估值表下载希望支持批量打包' }),
    ])
    await waitFor(() => expect(dialog).not.toBeVisible())

    expect(field()).toHaveValue('') // the closed dialog keeps its form, now empty
  })

  test('发布失败！ keeps the dialog open and the text', async () => {
    server.use(
      http.post(api('/menuRemark/modifyUserRemark'), () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '系统繁忙' }, { status: 500 }),
      ),
    )
    const { user, dialog } = await openDialog()
    await user.click(field())
    await user.paste('说明里的截止时间和实际不一致')
    await user.click(publish(dialog))
    await screen.findByText('发布失败！')
    expect(dialog).toBeVisible()
    expect(field()).toHaveValue('说明里的截止时间和实际不一致')
    expect(publish(dialog)).not.toHaveClass('ant-btn-loading')
  })
})
