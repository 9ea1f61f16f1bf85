import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { beijingToday } from '@demo-server/db/application-dates'
import { addDays } from '@demo-server/db/trading-days'
import {
  buttonIn,
  dialog,
  drawer,
  rowKeys,
  rowOf,
  rowsShown,
  todoBadge,
} from '../utils/application-page'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

const PAGE = '/product-manage/fund-dividends'
const pending = () => rowKeys().filter((k) => rowOf(k!).textContent!.includes('待确认'))

describe('产品分红', { timeout: 60_000 }, () => {
  test('the plans with their figures; a detail with its steps; 确认 lowers the badge', async () => {
    loginAs('manager')
    const app = renderApp(PAGE)
    expect(await rowsShown()).toHaveLength(12)
    expect(pending()).toHaveLength(2)
    const [first] = pending()
    expect(rowOf(first!).textContent).toMatch(/0\.0[0-9]{3}/)
    await waitFor(() => expect(todoBadge(122)).not.toBeNull(), { timeout: 15_000 })
    await app.user.click(buttonIn(rowOf(first!), '查看'))
    const body = await drawer()
    expect(within(body).getByText('核对单位净值')).toBeInTheDocument()
    const steps = [...body.querySelectorAll('.status-timeline__step strong')].map(
      (s) => s.textContent,
    )
    expect(steps).toEqual(['登记分红方案', '管理人确认', '红利发放'])
    await app.user.click(buttonIn(rowOf(first!), '确认'))
    const ask = await dialog('提示信息')
    await app.user.click(buttonIn(ask, /^确\s*定$/))
    await waitFor(() => expect(todoBadge(121)).not.toBeNull())
    await waitFor(() => expect(pending()).toHaveLength(1))
    await waitFor(() => expect(body.textContent).toContain('已确认'))
  })

  test('新建分红方案 checks the dates and the amount; the new plan waits for 确认', async () => {
    loginAs('manager')
    const app = renderApp(PAGE)
    await rowsShown()
    await waitFor(() => expect(todoBadge(122)).not.toBeNull(), { timeout: 15_000 })
    await app.user.click(buttonIn(document.body, '新建分红方案'))
    const form = await dialog('新建分红方案')
    await within(form).findByLabelText('产品')
    await app.user.click(within(form).getByLabelText('产品'))
    await app.user.click(
      await screen.findByText(/^SXA006 /, { selector: '.ant-select-item-option-content' }),
    )
    const nav = Number(
      /最新单位净值 ([\d.]+)/.exec(
        (await within(form).findByText(/最新单位净值/)).textContent!,
      )![1],
    )
    const record = addDays(beijingToday(), 5)
    await app.user.type(within(form).getByLabelText('权益登记日'), `${record}{Enter}`)
    await app.user.type(within(form).getByLabelText('除息日'), `${addDays(record, -1)}{Enter}`)
    await app.user.type(within(form).getByLabelText('每份分红（元/份）'), String(nav + 1))
    await app.user.click(buttonIn(form.parentElement!, /^提\s*交$/))
    await within(form).findByText('除息日不能早于权益登记日')
    expect(within(form).getByText(/^每份分红金额不能超过单位净值/)).toBeInTheDocument()
    await app.user.clear(within(form).getByLabelText('除息日'))
    await app.user.type(within(form).getByLabelText('除息日'), `${addDays(record, 1)}{Enter}`)
    await app.user.clear(within(form).getByLabelText('每份分红（元/份）'))
    await app.user.type(within(form).getByLabelText('每份分红（元/份）'), '0.025')
    await app.user.click(within(form).getByText('红利再投资'))
    await app.user.click(buttonIn(form.parentElement!, /^提\s*交$/))
    await screen.findByText('分红方案已登记，请核对后确认')
    await waitFor(() => expect(todoBadge(123)).not.toBeNull())
    await waitFor(() => expect(rowKeys()).toHaveLength(13))
    expect(rowOf('DVA013').textContent).toMatch(/0\.0250.*红利再投资.*待确认/)
  })
})
