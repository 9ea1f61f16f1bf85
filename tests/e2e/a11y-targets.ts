import type { Page } from 'playwright-core'
import { BASE, motionSettled, pushChannelOpen, records } from './browser'

/* What the accessibility journeys scan: the shell's pages, and the dialogs and panels over it. */

/** Pages scanned in the whole shell (header nav, sidebar, tags bar); add each page as it is built. */
export const PAGES: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    path: 'home-page',
    ready: async (page) => {
      await page.getByRole('tab', { name: '首页' }).waitFor()
      await page.locator('.fund-month').waitFor()
      await page.locator('.home-overview').waitFor()
    },
  },
  {
    name: 'individual-center',
    path: 'individual-center',
    ready: async (page) => {
      await page.getByText('所属机构').first().waitFor()
      await page.getByRole('table', { name: '最近登录' }).waitFor()
      await page.getByLabel('客服识别码', { exact: true }).waitFor()
    },
  },
  {
    name: 'new-features-express',
    path: 'new-features-express',
    ready: async (page) => {
      await page.getByRole('list', { name: '新上线功能' }).waitFor()
      await page.locator('.release-note__body').first().waitFor()
    },
  },
  {
    name: 'notice',
    path: 'notice',
    ready: (page) => page.locator('.notice-page tr[data-row-key]').first().waitFor(),
  },
  {
    name: 'msg-center',
    path: 'msg-center',
    ready: (page) => page.locator('.msg-center .message-item').first().waitFor(),
  },
  {
    name: 'todo-done-more',
    path: 'todo-done-more',
    ready: (page) => page.getByText(/^共 \d+ 条待办/).waitFor(),
  },
  {
    name: 'outline-download',
    path: 'outline-download',
    ready: (page) => page.getByText(/^共 \d+ 条$/).waitFor(),
  },
  {
    name: 'demand-suggestions',
    path: 'demand-suggestions',
    ready: (page) => records(page).first().waitFor(),
  },
  {
    name: 'hundred-questions-and-answers',
    path: 'hundred-questions-and-answers',
    ready: async (page) => {
      // The first question's header: a button (named by the whole question), still closed.
      await page.locator('.faq-page__list').getByRole('button', { expanded: false }).first().click()
      await page.locator('.faq-page__answer').first().getByText('开立托管账户').waitFor()
    },
  },
  {
    name: 'investor-query',
    path: 'transfer-agent/investor-query',
    ready: (page) => records(page.locator('.kept-page:visible')).first().waitFor(),
  },
  {
    name: 'bank-statement',
    path: 'custodian/bank-statement',
    ready: (page) => records(page.locator('.kept-page:visible')).first().waitFor(),
  },
]

/** Dialogs and panels over the shell, each opened the way a user opens it. */
export const PANELS: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  {
    name: 'password-dialog',
    open: async (page) => {
      await page.getByRole('button', { name: /用户菜单$/ }).click()
      await page.getByRole('menuitem', { name: /密码修改/ }).click()
      await page.getByRole('dialog', { name: '密码修改' }).waitFor()
    },
  },
  {
    name: 'all-menu-panel',
    open: async (page) => {
      await page.getByRole('button', { name: '全景菜单' }).click()
      await page.getByRole('dialog', { name: '全景菜单' }).waitFor()
      await page.getByRole('dialog', { name: '全景菜单' }).getByText('估值表').first().waitFor()
    },
  },
  {
    name: 'global-search',
    open: async (page) => {
      const button = page.getByRole('button', { name: '搜索', exact: true })
      if (await button.isVisible()) await button.click()
      await page.getByLabel('全局搜索').fill('估值')
      await page.getByRole('listbox', { name: '功能菜单' }).getByRole('option').first().waitFor()
    },
  },
  {
    name: 'message-center',
    open: async (page) => {
      await page.getByRole('button', { name: /^消息中心/ }).click()
      await page.getByRole('tab', { name: '消息中心' }).waitFor()
    },
  },
  {
    name: 'notice-detail',
    open: async (page) => {
      await page.goto(`${BASE}/notice?id=N0003`)
      const drawer = page.getByRole('dialog', { name: '关于2026年元旦假期托管业务安排的通知' })
      await drawer.getByText('补发 12-31 估值表').waitFor()
      await motionSettled(page) // the drawer has slid in
    },
  },
  {
    name: 'header-group-panel',
    open: async (page) => {
      const nav = page.getByRole('menu', { name: '导航菜单' })
      await nav.getByRole('menuitem', { name: '估值核对' }).click()
      await page.getByRole('menu', { name: '估值核对' }).waitFor()
    },
  },
  {
    name: 'home-module-settings',
    open: async (page) => {
      await page.getByRole('button', { name: /模块设置/ }).click()
      await page.getByRole('dialog', { name: '模块设置' }).waitFor()
    },
  },
  {
    name: 'user-menu',
    open: async (page) => {
      await page.getByRole('button', { name: /用户菜单$/ }).click()
      await page.getByRole('menuitem', { name: /密码修改/ }).waitFor()
    },
  },
  {
    name: 'push-notice',
    open: async (page) => {
      await page.getByRole('button', { name: /^消息中心/ }).waitFor()
      await pushChannelOpen(page)
      // The demo backend publishes a notice to the organisation, as a real server would push.
      await page.evaluate(async () => {
        const token = document.cookie.match(/ceres_token=([^;]+)/)?.[1] ?? ''
        await fetch('/ceres/api/demo/publishNotice', {
          method: 'POST',
          headers: { Authorization: decodeURIComponent(token), 'Content-Type': 'application/json' },
          body: JSON.stringify({
            title: '关于年报报送的通知',
            content: '请于 12 月 31 日前完成报送。',
          }),
        })
      })
      // The notice, not the home page's 消息 list, which shows the new message too once it comes.
      await page.getByRole('alert').filter({ hasText: '关于年报报送的通知' }).waitFor()
    },
  },
  {
    name: 'complaint-dialog',
    open: async (page) => {
      await page.goto(`${BASE}/valuation-check/valuation-table`)
      await page.getByRole('button', { name: '我要吐槽' }).click()
      await page.getByRole('dialog', { name: '投诉建议' }).waitFor()
    },
  },
  {
    name: 'business-description',
    open: async (page) => {
      await page.goto(`${BASE}/valuation-check/valuation-table`)
      await page.getByRole('region', { name: '业务说明' }).getByText('双人复核').waitFor()
    },
  },
]
