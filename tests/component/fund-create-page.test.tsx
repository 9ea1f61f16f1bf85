import { waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import {
  buttonIn,
  drawer,
  queryForm,
  rowKeys,
  rowOf,
  rowsShown,
  totalShown,
} from '../utils/application-page'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'

const PAGE = '/product-manage/fund-create'

describe('产品成立', { timeout: 60_000 }, () => {
  test('query, reset, paginate and sort, the query kept in the address', async () => {
    loginAs('manager')
    const app = renderPageAlone(PAGE)
    const first = await rowsShown()
    expect(first).toHaveLength(20)
    expect(first[0]).toBe('FCA0001')
    const all = totalShown()
    await app.user.type(within(queryForm()).getByLabelText('产品'), '稳健一号')
    await app.user.click(buttonIn(queryForm(), /^查\s*询$/))
    await waitFor(() => expect(rowKeys()).toEqual(['FCA0001']))
    expect(app.location()).toContain('fundName=')
    await app.user.click(buttonIn(queryForm(), /^重\s*置$/))
    await waitFor(() => expect(totalShown()).toBe(all))
    await app.user.click(document.querySelector('li.ant-pagination-item[title="2"]')!)
    await rowsShown('FCA0001')
    expect(app.location()).toContain('page=2')
    await app.user.click(within(document.querySelector('thead')!).getByText('申请日期'))
    await waitFor(() => expect(app.location()).toContain('sort=applyDate'))
    await waitFor(() => {
      const dates = rowKeys().map((k) => /\d{4}-\d{2}-\d{2}/.exec(rowOf(k!).textContent!)![0])
      expect(dates).toEqual([...dates].sort())
      expect(dates[0]! < '2025-01-01').toBe(true)
    })
  })

  test('a date range from the address filters the list', async () => {
    loginAs('manager')
    renderPageAlone(`${PAGE}?applyDate=2020-01-01~2020-12-31`)
    await rowsShown()
    const dates = rowKeys().map((k) => /\d{4}-\d{2}-\d{2}/.exec(rowOf(k!).textContent!)![0])
    expect(dates.every((d) => d.startsWith('2020'))).toBe(true)
  })

  test('a returned application’s detail: the reason and its timeline', async () => {
    loginAs('manager')
    const app = renderPageAlone(PAGE)
    await rowsShown()
    await app.user.click(buttonIn(rowOf('FCA0002'), '查看'))
    const body = await drawer()
    expect(body.querySelector('.ant-alert')!.textContent).toMatch(/^退回原因：.+请/)
    const steps = body.querySelectorAll('.status-timeline__step')
    expect([...steps].map((s) => s.querySelector('strong')!.textContent)).toEqual([
      '提交申请',
      '托管审核',
      '补充材料后重新提交',
      '托管审核',
      '成立确认',
    ])
    expect(steps[1]).toHaveClass('status-timeline__step--returned')
    expect(within(body).getByText('托管运营部 周敏')).toBeInTheDocument()
    expect(within(body).getByText(/投资者名册\.xlsx$/)).toBeInTheDocument()
  })
})
