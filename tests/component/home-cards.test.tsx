import { waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, beforeEach } from 'vitest'
import { beijingTodayDay, dayjs } from '@/lib/dayjs'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { showHomeCards } from '../utils/home-cards'
import { renderPageAlone } from '../utils/render-app'

// The home page's own tests: every card shows, as for a new user.
beforeEach(showHomeCards)

/** A module's card on the home page, once its content (`ready`) shows. */
async function card(title: string, ready: string | RegExp) {
  const region = await waitFor(
    () => {
      const found = document.querySelector(`.home-grid section[aria-label="${title}"]`)
      if (!found) throw new Error(`no ${title} card`)
      return found as HTMLElement
    },
    { timeout: 20_000 },
  )
  await within(region).findByText(ready, {}, { timeout: 15_000 })
  return region
}

const month = beijingTodayDay().format('YYYY-MM')
/** ORG001's (operator's) events this month, as the demo seeded them. */
const eventsThisMonth = (fundCode?: string) =>
  db.state.fundEvents.filter(
    (e) =>
      e.orgId === 'ORG001' && e.date.startsWith(month) && (!fundCode || e.fundCode === fundCode),
  )
/** A day of the month grid (by its label: role queries over the grid are slow in jsdom). */
const dayButton = (region: HTMLElement, date: string) => {
  const button = region.querySelector(`.fund-month button[data-date="${date}"]`)
  if (!button) throw new Error(`no day ${date}`)
  return button as HTMLButtonElement
}

describe('产品日历', { timeout: 90_000 }, () => {
  test('marks the month’s events, lists a day’s, and narrows to one fund', async () => {
    loginAs('operator')
    const app = renderPageAlone('/home-page')
    const region = await card('产品日历', beijingTodayDay().format('YYYY年M月'))
    const dividend = db.state.fundEvents.find(
      (e) => e.orgId === 'ORG001' && e.type === 'dividend' && e.date.startsWith(month),
    )
    const first = dividend ?? (eventsThisMonth()[0] as { date: string })
    const day = dayButton(region, first.date)
    const sameDay = eventsThisMonth().filter((e) => e.date === first.date)
    const opens = sameDay.filter((e) => e.type === 'open').length
    if (opens) expect(day).toHaveAccessibleName(expect.stringContaining(`开放日${opens}项`))
    await app.user.click(day)
    expect(day).toHaveAttribute('aria-pressed', 'true')
    const list = region.querySelector('.fund-day') as HTMLElement
    await within(list).findByText(`共 ${sameDay.length} 项`)
    const dividends = sameDay.filter((e) => e.type === 'dividend').length
    if (dividend) expect(within(list).getAllByText(/权益登记日，每10份派/)).toHaveLength(dividends)

    // One fund: only its events are marked.
    const fund = 'SXA003' // 存续期, opens mid-month
    await app.user.click(within(region).getByLabelText('筛选产品'))
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title^="SXA003 "]')
      if (!found) throw new Error('no option')
      return found
    })
    await app.user.click(option)
    const fundDays = new Set(eventsThisMonth(fund).map((e) => e.date))
    const other = eventsThisMonth().find((e) => !fundDays.has(e.date))
    if (other) {
      await waitFor(() => expect(dayButton(region, other.date)).not.toHaveAccessibleName(/项/))
    }
    const open = eventsThisMonth(fund).find((e) => e.type === 'open') as { date: string }
    await waitFor(() => expect(dayButton(region, open.date)).toHaveAccessibleName(/开放日1项/))
  })

  test('仅显示交易日 turns weekends off; a month without events says so', async () => {
    loginAs('operator')
    const app = renderPageAlone('/home-page')
    const region = await card('产品日历', beijingTodayDay().format('YYYY年M月'))
    const saturday =
      dayjs(`${month}-01`).day(6).month() === dayjs(`${month}-01`).month()
        ? dayjs(`${month}-01`).day(6)
        : dayjs(`${month}-01`).day(13)
    const weekend = () => dayButton(region, saturday.format('YYYY-MM-DD'))
    expect(weekend()).toBeEnabled()
    await app.user.click(within(region).getByLabelText('仅显示交易日'))
    await waitFor(() => expect(weekend()).toBeDisabled())

    // Four months on there are no seeded events.
    for (let i = 0; i < 4; i += 1) {
      await app.user.click(within(region).getByLabelText('下个月'))
    }
    await within(region).findByText('本月没有产品事件')
  })
})

describe('产品概览', { timeout: 60_000 }, () => {
  test('counts the organisation’s funds by stage, as seeded', async () => {
    loginAs('admin') // ORG003: 5 募集期, 17 存续期, 3 清算中, 5 已清算
    renderPageAlone('/home-page')
    const region = await card('产品概览', '产品总数')
    expect(within(region).getByText('30')).toBeInTheDocument()
    const stages = within(region).getByRole('list', { name: '各阶段产品数' })
    const rows = within(stages)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'))
    expect(rows).toEqual(['募集期 5 只', '存续期 17 只', '清算中 3 只', '已清算 5 只'])
    expect(within(region).getByRole('link', { name: '更多' })).toHaveAttribute(
      'href',
      '/product-manage/fund-query',
    )
  })

  test('an organisation without funds shows the empty state', async () => {
    db.state.funds = db.state.funds.filter((f) => f.orgId !== 'ORG003')
    loginAs('admin')
    renderPageAlone('/home-page')
    expect((await card('产品概览', '暂无产品')).textContent).not.toContain('产品总数')
  })
})

describe('常用菜单', { timeout: 60_000 }, () => {
  test('shows the user’s favourites as links to their pages', async () => {
    loginAs('manager')
    const app = renderPageAlone('/home-page')
    const region = await card('常用菜单', '银行流水')
    const links = within(region).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['产品查询', '银行流水', '估值表'])
    await app.user.click(within(region).getByRole('link', { name: /银行流水/ }))
    await waitFor(() => expect(app.location()).toBe('/custodian/bank-statement'))
  })

  test('with no favourites it says how to add them', async () => {
    loginAs('operator')
    renderPageAlone('/home-page')
    expect(await card('常用菜单', /全景菜单/)).toBeInTheDocument()
  })

  test('a failed load offers 重新加载', async () => {
    server.use(
      http.get(api('/menu/getUserFrequentlyUsedMenu'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    )
    loginAs('admin')
    renderPageAlone('/home-page')
    expect(await card('常用菜单', '常用菜单加载失败')).toBeInTheDocument()
  })
})

describe('待办事项', { timeout: 90_000 }, () => {
  /** The operator reaches 产品成立, has 待签署 locked and no 用户管理 at all. */
  const group = (menuName: string, menuUrl: string, count: number, menuId: number) => ({
    menuId,
    menuName,
    menuUrl,
    menuChainName: menuName,
    count,
  })

  test('offers only to-dos of pages the user can open, and counts only those', async () => {
    server.use(
      http.post(api('/rest/maintenance/queryMaintenanceOneHome'), () =>
        HttpResponse.json({
          status: 'success',
          data: {
            total: 9,
            groups: [
              group('产品成立', 'product-manage/fund-create', 4, 110201),
              group('用户管理', 'general-manage/user-manage', 3, 100201),
              group('待签署', 'electronic-signature/pending-sign', 2, 140101),
            ],
          },
        }),
      ),
    )
    loginAs('operator')
    const app = renderPageAlone('/home-page')
    const region = await card('待办事项', '共 4 条')
    expect(within(region).getByRole('button', { name: /^产品成立/ })).toBeInTheDocument()
    expect(within(region).queryByText('用户管理')).toBeNull()
    expect(within(region).queryByText('待签署')).toBeNull()
    await app.user.click(within(region).getByRole('button', { name: /^产品成立/ }))
    await waitFor(() => expect(app.location()).toBe('/product-manage/fund-create'))
  })
})
