import { describe, expect, test } from 'vitest'
import { seedFaqs } from '../db/seed-help'
import { FAQ_MSG } from '../handlers/faq-handlers'
import type { FaqCategory, FaqItem } from '@contract/api/faq'
import type { PagedList } from '@contract/api/public-site'
import { callJson } from './api'
import { loginAs } from './login-as'

const get = <T>(pathAndQuery: string, token?: string) =>
  callJson<T>(pathAndQuery, { method: 'GET', token })

const q = encodeURIComponent

describe('百问百答 seed', () => {
  test('50 FAQs with unique ids, each in a category', () => {
    expect(seedFaqs).toHaveLength(50)
    expect(new Set(seedFaqs.map((f) => f.faqId)).size).toBe(50)
    expect(seedFaqs.every((f) => /^C0[1-7]$/.test(f.categoryId) && f.answer.startsWith('<'))).toBe(
      true,
    )
  })
})

describe('GET /faq/categories', () => {
  test('every category with its count; with a keyword, the matching count', async () => {
    expect((await get('/faq/categories')).status).toBe(401)
    const { token } = loginAs('manager')
    const all = await get<FaqCategory[]>('/faq/categories', token)
    expect(all.body.data).toHaveLength(7)
    expect(all.body.data.reduce((sum, c) => sum + c.count, 0)).toBe(50)
    expect(all.body.data[0]).toEqual({ categoryId: 'C01', categoryName: '账户开立', count: 7 })
    const found = await get<FaqCategory[]>(`/faq/categories?keyWord=${q('巨额赎回')}`, token)
    expect(found.body.data.filter((c) => c.count > 0)).toEqual([
      { categoryId: 'C05', categoryName: '登记过户', count: 1 },
    ])
  })
})

describe('GET /faq/list', () => {
  test('pages of every FAQ, or one category’s', async () => {
    const { token } = loginAs('manager')
    const first = await get<PagedList<FaqItem>>('/faq/list?pageNo=1&pageSize=10', token)
    expect(first.body.data).toMatchObject({ total: 50, pageNo: 1, pageSize: 10 })
    expect(first.body.data.list[0]).toEqual({
      faqId: 'FAQ001',
      title: '托管户开立需要提交哪些材料？',
      categoryId: 'C01',
      categoryName: '账户开立',
    })
    const last = await get<PagedList<FaqItem>>('/faq/list?pageNo=5&pageSize=10', token)
    expect(last.body.data.list.map((f) => f.faqId).at(-1)).toBe('FAQ050')
    const c05 = await get<PagedList<FaqItem>>('/faq/list?categoryId=C05&pageNo=1&pageSize=5', token)
    expect(c05.body.data.total).toBe(7)
    expect(c05.body.data.list.every((f) => f.categoryName === '登记过户')).toBe(true)
  })

  test('a keyword matches the title or the answer’s text, not its markup', async () => {
    const { token } = loginAs('manager')
    const byAnswer = await get<PagedList<FaqItem>>(`/faq/list?keyWord=${q('高水位')}`, token)
    expect(byAnswer.body.data.list.map((f) => f.title)).toEqual(['业绩报酬何时计提？'])
    const markup = await get<PagedList<FaqItem>>('/faq/list?keyWord=strong', token)
    expect(markup.body.data.total).toBe(0)
  })

  test('refuses a 1-character or 51-character keyword, an unknown category, bad pages', async () => {
    const { token } = loginAs('manager')
    expect((await get(`/faq/list?keyWord=${q(' 托 ')}`, token)).body.msg).toBe(
      FAQ_MSG.keywordTooShort,
    )
    expect((await get(`/faq/list?keyWord=${'a'.repeat(51)}`, token)).body.msg).toBe(
      FAQ_MSG.keywordTooLong,
    )
    expect((await get('/faq/list?categoryId=C99', token)).body.msg).toBe(FAQ_MSG.category)
    expect((await get('/faq/list?pageNo=x', token)).body.msg).toBe(FAQ_MSG.page)
  })
})
