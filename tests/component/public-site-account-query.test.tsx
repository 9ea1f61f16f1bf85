import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { server } from '@demo-server/node'
import { renderApp } from '../utils/render-app'

const ACCOUNT = '37050161270100001234'
const accountInput = () => screen.getByLabelText('募集账号')
const codeInput = () => screen.getByLabelText('图形验证码')
const submit = () => screen.getByRole('button', { name: /查\s*询/ })

/** The code of the picture on screen, read from the demo backend as a visitor reads the picture. */
const shownCode = () => {
  const entries = Object.values(db.state.imageCodes)
  return entries[entries.length - 1]!.code
}

async function open() {
  const app = renderApp('/account-query')
  // The first render of a lazy antd page in jsdom is slow on a busy machine.
  await screen.findByRole('img', { name: '图形验证码' }, { timeout: 15_000 })
  return app
}

async function fill(app: ReturnType<typeof renderApp>, account: string, code: string) {
  await app.user.clear(accountInput())
  if (account) {
    await app.user.click(accountInput())
    await app.user.paste(account)
  }
  await app.user.clear(codeInput())
  if (code) {
    await app.user.click(codeInput())
    await app.user.paste(code)
  }
}

describe('募集账户查询', { timeout: 30_000 }, () => {
  test('an empty query names both missing fields and asks the server nothing', async () => {
    let asked = false
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('getCollectAccountList')) asked = true
    })
    const app = await open()
    await app.user.click(submit())
    await screen.findByText('请输入募集账号')
    await screen.findByText('请输入图形验证码')
    expect(asked).toBe(false)
    server.events.removeAllListeners()
  })

  test('malformed input gets a clear message; spaces in the account are ignored', async () => {
    const app = await open()
    await fill(app, '12ab', 'AB')
    await app.user.click(submit())
    // Typing already showed each message, and 查询 validates again: antd clears a field's
    // message while it does (10 ms later, so only a busy machine shows the gap) and then shows
    // a new one. The message is read from its field each time, never from an element found before.
    await waitFor(() => {
      expect(accountInput()).toHaveAccessibleDescription('募集账号为8-30位数字')
      expect(codeInput()).toHaveAccessibleDescription('图形验证码为4位字符')
    })
    await fill(app, '3705 0161 2701 0000 1234', shownCode())
    expect(accountInput()).toHaveValue(ACCOUNT)
  })

  test('the real image code finds the account and every fund it collects for', async () => {
    let query = ''
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('getCollectAccountList')) query = new URL(request.url).search
    })
    const app = await open()
    const imageId = Object.keys(db.state.imageCodes).at(-1)
    const code = shownCode()
    await fill(app, ACCOUNT, code)
    await app.user.click(submit())
    const results = await screen.findByRole('region', { name: '查询结果' })
    expect(within(results).getByText('查询到 3 个使用该募集账户的产品')).toBeInTheDocument()
    expect(within(results).getByText('私募基金募集结算资金专用账户')).toBeInTheDocument()
    expect(within(results).getByText('中国建设银行济南泉城路支行')).toBeInTheDocument()
    for (const fund of ['泉城稳健一号私募证券投资基金', '齐鲁红利优选一号私募证券投资基金'])
      expect(within(results).getByText(fund)).toBeInTheDocument()
    expect(query).toBe(`?collectAccount=${ACCOUNT}&verifyCode=${code}&imageId=${imageId}`)
    // The code is spent: the field is emptied and a new picture is shown.
    await waitFor(() => expect(Object.keys(db.state.imageCodes).at(-1)).not.toBe(imageId))
    expect(codeInput()).toHaveValue('')
    expect(accountInput()).toHaveValue(ACCOUNT)
    server.events.removeAllListeners()
  })

  test('a closed account is found with a warning not to pay into it', async () => {
    const app = await open()
    await fill(app, '531902345610808', shownCode())
    await app.user.click(submit())
    await screen.findByText('已销户')
    expect(
      screen.getByText('该产品的募集账户已销户，请勿向该账户转入认购、申购资金。'),
    ).toBeInTheDocument()
  })

  test('a wrong image code is said under its field, the account stays and a new picture loads', async () => {
    const app = await open()
    const before = Object.keys(db.state.imageCodes).at(-1)
    await fill(app, ACCOUNT, 'ZZZZ')
    await app.user.click(submit())
    await screen.findByText('图形验证码错误或已过期，请重新输入')
    expect(accountInput()).toHaveValue(ACCOUNT)
    expect(codeInput()).toHaveValue('')
    await waitFor(() => expect(Object.keys(db.state.imageCodes).at(-1)).not.toBe(before))
    expect(screen.queryByRole('region', { name: '查询结果' })).not.toBeInTheDocument()
  })

  test('an account that is no raising account says so and keeps what was typed', async () => {
    const app = await open()
    await fill(app, '6222020000000000', shownCode())
    await app.user.click(submit())
    await screen.findByText('未查询到募集账号 6222020000000000 的募集账户信息')
    expect(accountInput()).toHaveValue('6222020000000000')
  })

  test('a server failure is reported and the input kept', async () => {
    server.use(
      http.post('*/ceres/api/isNotLogin/getCollectAccountList', () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '查询服务繁忙，请稍后再试' }),
      ),
    )
    const app = await open()
    await fill(app, ACCOUNT, shownCode())
    await app.user.click(submit())
    await screen.findByText('查询服务繁忙，请稍后再试')
    expect(accountInput()).toHaveValue(ACCOUNT)
  })

  test('重置 clears the form and the results', async () => {
    const app = await open()
    await fill(app, ACCOUNT, shownCode())
    await app.user.click(submit())
    await screen.findByRole('region', { name: '查询结果' })
    await app.user.click(screen.getByRole('button', { name: /重\s*置/ }))
    expect(accountInput()).toHaveValue('')
    expect(screen.queryByRole('region', { name: '查询结果' })).not.toBeInTheDocument()
  })

  test('a picture that fails to load can be retried by clicking it', async () => {
    server.use(
      http.get('*/ceres/api/isNotLogin/getVerifyCode', () => HttpResponse.error(), { once: true }),
    )
    const app = renderApp('/account-query')
    await screen.findByText('加载失败，点击重试', undefined, { timeout: 15_000 })
    await app.user.click(screen.getByRole('button', { name: '图形验证码 加载失败，点击重试' }))
    await screen.findByRole('img', { name: '图形验证码' })
  })
})
