import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { server } from '../node'
import { parseScenarios, scenarioHandlers, seedScenarios } from '../scenarios'
import { XSS_FAQ_CATEGORY, XSS_DEMANDS_PER_USER } from '../scenarios/xss-demand-faq'
import { XSS_FAQ_COUNT, XSS_KEYWORD, XSS_PAYLOADS } from '../scenarios/xss-payloads'
import type { FaqCategory, FaqItem } from '@contract/api/faq'
import type { PagedList } from '@contract/api/public-site'
import { callJson } from './api'
import { loginAs } from './login-as'

/* The xss scenario on 需求建议 and 百问百答, where the security suite looks for it. */

function switchOn() {
  const choices = parseScenarios('xss')
  seedScenarios(db.state, choices)
  server.use(...scenarioHandlers(choices))
}

const call = async <T>(path: string, token: string, method = 'GET') =>
  (await callJson<T>(path, { token, method })).body.data

const hostile = (text: string) => XSS_PAYLOADS.some((p) => text.includes(p))

describe('the xss scenario on 需求建议 and 百问百答', () => {
  test('every user’s newest suggestions, their attachments and replies are payloads', async () => {
    switchOn()
    const { token } = loginAs('manager')
    const mine = await call<
      PagedList<{
        content: string
        replies: Array<{ replier: string; content: string }>
        attachment: { fileName: string }
      }>
    >('/rest/demand/queryMyList?userId=U1001&pageNo=1&pageSize=10', token, 'POST')
    const first = mine.list.slice(0, XSS_DEMANDS_PER_USER)
    expect(first.every((d) => hostile(d.content) && hostile(d.attachment.fileName))).toBe(true)
    expect(
      first.every((d) => d.replies.every((r) => hostile(r.replier) && hostile(r.content))),
    ).toBe(true)
  })

  test('a hostile category holds the payload FAQs; a 载荷 search finds them', async () => {
    switchOn()
    const { token } = loginAs('manager')
    const categories = await call<FaqCategory[]>('/faq/categories', token)
    expect(categories.at(-1)).toMatchObject({ categoryId: XSS_FAQ_CATEGORY, count: XSS_FAQ_COUNT })
    expect(categories.at(-1)?.categoryName).toMatch(/onerror/)
    const page = await call<PagedList<FaqItem>>(`/faq/list?categoryId=${XSS_FAQ_CATEGORY}`, token)
    expect(page.total).toBe(XSS_FAQ_COUNT)
    const found = await call<PagedList<FaqItem>>(
      `/faq/list?keyWord=${encodeURIComponent(XSS_KEYWORD)}`,
      token,
    )
    expect(found.list[0]?.faqId).toBe('XSS001')
    // The normal categories still answer.
    const normal = await call<PagedList<FaqItem>>('/faq/list?categoryId=C01', token)
    expect(normal.total).toBe(7)
  })
})
