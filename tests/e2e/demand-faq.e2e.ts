import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, shot, signIn } from './browser'
import { expectDark } from './look-kit'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function loggedIn(
  width = 1440,
  height = 900,
  skin: 'light' | 'dark' = 'light',
  landing?: string,
) {
  const page = await newPage(browser, width, height)
  // A script in an answer or a reply that ran would open an alert: fail the journey if one does.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
  })
  if (skin === 'dark') {
    await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  }
  await signIn(page, 'manager', 'Manager123', landing)
  return page
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** 我的建议's rows: each suggestion's row carries its 展开行 / 关闭行 button (its replies). */
const demandRows = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: /^(展开行|关闭行)$/ }) })

async function openDemands(page: Page) {
  await page.goto(`${BASE}/demand-suggestions`)
  await demandRows(page).first().waitFor()
}

/** The FAQ list's questions (each a button that opens its answer inline). */
const faqQuestions = (page: Page) => page.locator('.faq-page__list').getByRole('button')

/**
 * Opens a question and waits for its answer to have loaded: the answer itself, not its
 * 正在加载答案 spinner (role status) nor its failure (role alert), which share the class.
 */
async function openQuestion(page: Page, n: number) {
  const question = faqQuestions(page).nth(n)
  await question.click()
  await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
  await page.locator('.faq-page__list .faq-page__answer:not([role])').first().waitFor()
  await motionSettled(page)
}

/** The page fits its window: nothing runs off to the right. */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
}

test('submit a suggestion with an attachment and see it first in 我的建议', async () => {
  const page = await loggedIn()
  await openDemands(page)
  await motionSettled(page)
  await shot(page, 'demand-1440-light')

  await page.getByLabel('需求类别').click()
  await page.getByTitle('新增功能').click()
  await page.getByLabel('需求描述').fill('希望银行流水支持按交易对手筛选，并能导出为 Excel。')
  await page.locator('.demand-form input[type="file"]').setInputFiles({
    name: '流水样例.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await page.getByText(/上传成功/).waitFor()
  await page.getByRole('button', { name: /提\s*交/ }).click()
  await page.getByText('提交成功，感谢您的建议！', { exact: false }).waitFor()
  const first = demandRows(page).first()
  await first.getByText('希望银行流水支持按交易对手筛选', { exact: false }).waitFor()
  await expect(first.innerText()).resolves.toMatch(/流水样例\.pdf[\s\S]*待处理/)
  await expect(page.getByLabel('需求描述').inputValue()).resolves.toBe('')

  // A suggestion with replies opens to them.
  await page.getByText('10 月 31 日的托管户余额', { exact: false }).click()
  await page.getByText('经核对，差异为当日', { exact: false }).waitFor()
  await motionSettled(page)
  await shot(page, 'demand-submitted-light')
  await page.context().close()
})

test('search the FAQ, read an answer, and open one by ?faqId', async () => {
  const page = await loggedIn(1440, 900, 'light', '/hundred-questions-and-answers')
  const questions = faqQuestions(page)
  await questions.first().waitFor()
  await shot(page, 'faq-1440-light')

  await page.getByLabel('搜索问题').fill('巨额赎回')
  await page.getByLabel('搜索问题').press('Enter')
  await expect.poll(() => questions.count()).toBe(1)
  await questions.first().click()
  await page.getByText('即为巨额赎回', { exact: false }).waitFor()
  await motionSettled(page)
  await shot(page, 'faq-answer-light')

  // FAQ015's answer carries an <img onerror> and a <script>: shown as text only.
  await page.goto(`${BASE}/hundred-questions-and-answers?faqId=FAQ015`)
  const focus = page.locator('.faq-page__focus')
  await focus.getByText('余额以托管银行日终对账为准', { exact: false }).waitFor()
  await expect(focus.locator('script, [onerror]').count()).resolves.toBe(0)
  await page.context().close()
})

lookTest('demand-faq: dark', 'both pages in the dark skin', async () => {
  const page = await loggedIn(1440, 900, 'dark')
  await expect(page.evaluate(() => document.documentElement.dataset.skin)).resolves.toBe('dark')
  await openDemands(page)
  await page.getByText('10 月 31 日的托管户余额', { exact: false }).click()
  const reply = page.getByText('经核对，差异为当日', { exact: false })
  await reply.waitFor()
  await motionSettled(page)
  await expectDark(reply)
  await shot(page, 'demand-1440-dark')
  await page.goto(`${BASE}/hundred-questions-and-answers`)
  await openQuestion(page, 0)
  await expectDark(faqQuestions(page).first())
  await shot(page, 'faq-1440-dark')
  await page.context().close()
})

lookTest('demand-faq: 900', 'both pages in a 900 px window', async () => {
  const page = await loggedIn(900, 800)
  await openDemands(page)
  await motionSettled(page)
  await shot(page, 'demand-900')
  await expectNoHorizontalOverflow(page)
  await page.goto(`${BASE}/hundred-questions-and-answers`)
  await openQuestion(page, 1)
  await shot(page, 'faq-900')
  await expectNoHorizontalOverflow(page)
  await page.context().close()
})
