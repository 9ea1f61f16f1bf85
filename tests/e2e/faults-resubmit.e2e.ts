import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MSG } from '../../src/config/messages'
import { launch, logIn, newPage, records } from './browser'
import { serveDemoStatic } from './private-server'

/*
 * Issue 18: a submission whose answer is lost after the server has saved it (the faults
 * scenario's timeout-after-save) and that the user submits again is one record, not two.
 */

let browser: Browser
let staticDemo: Awaited<ReturnType<typeof serveDemoStatic>>

// Faults are asked of the demo backend in the page: these journeys run the static demo.
beforeAll(async () => {
  browser = await launch()
  staticDemo = await serveDemoStatic(21)
})

afterAll(async () => {
  await browser?.close()
  await staticDemo?.close()
})

const NEXT_FAULT_FLAG = 'ceresDemoNextFault'
const TEXT = `希望净值公告支持批量下载（${Date.now().toString(36)}）`

test('需求建议: saved, timed out, submitted again: 我的建议 lists it once', async () => {
  const page = await newPage(browser)
  const faults: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('[demo-fault]')) faults.push(message.text())
  })
  // faults:0 injects nothing by chance, only what is asked for; requests time out after 3 s.
  await page.goto(`${staticDemo.base}/login?demo-scenario=faults:0`)
  await logIn(page)
  await page.goto(`${staticDemo.base}/demand-suggestions`)
  const rows = records(page)
  await rows.first().waitFor()
  const mine = rows.filter({ hasText: TEXT })

  await page.evaluate(
    ([flag]) =>
      Object.assign(window, {
        [flag as string]: { kind: 'timeout-after-save', path: '/rest/demand/submit' },
      }),
    [NEXT_FAULT_FLAG],
  )
  await page.getByLabel('需求类别').click()
  await page.getByTitle('功能优化').click()
  await page.getByLabel('需求描述').fill(TEXT)
  const submit = page.getByRole('button', { name: /提\s*交/ })
  await submit.click()
  await page.getByText(MSG.timeout).waitFor()
  expect(faults).toEqual(['[demo-fault] timeout-after-save POST /ceres/api/rest/demand/submit'])
  await expect(page.getByLabel('需求描述').inputValue()).resolves.toBe(TEXT)

  // The user tries again with the form as it is.
  await submit.click()
  await page.getByText('提交成功，感谢您的建议！', { exact: false }).waitFor()
  await expect.poll(() => mine.count()).toBe(1)

  // The server holds one, also once the lost first answer's time has long passed.
  await page.reload()
  await rows.first().waitFor()
  await expect.poll(() => mine.count()).toBe(1)
  await page.context().close()
})
