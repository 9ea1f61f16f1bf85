import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { answerContent } from '@/api/faq/answer-content'
import { searchMenus } from '@/api/menu/search-menus'
import { searchTemplates } from '@/api/query/search-templates'
import { seedFaqs, seedTemplates } from '@demo-server/db/seed-help'
import { SEARCH_MSG } from '@demo-server/handlers/search-handlers'
import type { MenuHit } from '@contract/api/search'
import { loginAs } from '../utils/login-as'

interface Body {
  status: string
  data: unknown
  msg: string
}

/** A raw call to the demo backend (no client interceptors): HTTP status and JSON body. */
async function call(pathAndQuery: string, token?: string) {
  const response = await fetch(`http://localhost/ceres/api${pathAndQuery}`, {
    headers: token ? { Authorization: token } : {},
  })
  return { status: response.status, body: (await response.json()) as Body }
}

const q = (keyword: string) => encodeURIComponent(keyword)
const menuSearch = (userId: string, keyword: string, token?: string) =>
  call(`/menu/search?userId=${userId}&keyWord=${q(keyword)}`, token)
const names = (hits: readonly MenuHit[]) => hits.map((h) => h.menuName)

describe('GET /menu/search', () => {
  test('needs a live session, and answers 403 for another user (or none)', async () => {
    expect((await menuSearch('U1001', '估值')).status).toBe(401)
    const { token } = loginAs('manager')
    expect((await menuSearch('U1002', '估值', token)).status).toBe(403)
    expect((await call(`/menu/search?keyWord=${q('估值')}`, token)).status).toBe(403)
    expect((await menuSearch('U1001', '估值', token)).status).toBe(200)
  })

  test('under 2 trimmed characters answers []; over 50 is refused', async () => {
    const { token } = loginAs('manager')
    for (const keyword of ['', ' ', '估', '  估  ', 'g']) {
      expect((await menuSearch('U1001', keyword, token)).body).toMatchObject({
        status: 'success',
        data: [],
      })
    }
    const { body } = await menuSearch('U1001', '托'.repeat(51), token)
    expect(body).toMatchObject({ status: 'fail', msg: SEARCH_MSG.keywordTooLong })
  })

  test('finds pages only, by name, description or chain; name matches first', async () => {
    loginAs('admin')
    const product = await searchMenus('U1002', '产品')
    // Pages only: neither the group 产品管理 nor the sections 产品信息 / 产品运营.
    expect(product.every((h) => h.menuUrl !== '')).toBe(true)
    expect(names(product)).not.toContain('产品管理')
    expect(names(product)).not.toContain('产品信息')
    expect(names(product).slice(0, 6)).toEqual([
      '产品查询',
      '产品合同',
      '产品成立',
      '产品清算',
      '产品分红',
      '产品对比',
    ])
    // 账户查询 is found by its chain (产品管理/产品信息/账户查询), after the names.
    expect(names(product)).toContain('账户查询')
    expect(names(await searchMenus('U1002', '收支'))).toEqual(['银行流水']) // desc
    expect(names(await searchMenus('U1002', '托管查询/指令'))).toEqual(['划款指令', '划款授权'])
    expect(await searchMenus('U1002', '  银行流水  ')).toEqual([
      expect.objectContaining({
        menuId: 120102,
        menuName: '银行流水',
        menuChainName: '托管查询/账户资金/银行流水',
        desc: '按日期区间查询托管户收支流水及交易对手',
        menuUrl: 'custodian/bank-statement',
        parMenuId: 1201,
        menuLevel: 2,
        ifAuth: 1,
        newFlag: '0',
      }),
    ])
  })

  test('by pinyin of the name, spelt out or as initials, in any case', async () => {
    loginAs('manager')
    expect(names(await searchMenus('U1001', 'gzb'))).toEqual(['估值表'])
    expect(names(await searchMenus('U1001', 'GuZhiBiao'))).toEqual(['估值表'])
    expect(names(await searchMenus('U1001', 'yhls'))).toEqual(['银行流水'])
    expect(names(await searchMenus('U1001', 'yinhang'))).toEqual(['银行流水'])
    expect(await searchMenus('U1001', 'xyz')).toEqual([])
  })

  test('searches only the menus the user can open (not locked ones)', async () => {
    loginAs('manager')
    expect(await searchMenus('U1001', '产品清算')).toEqual([])
    loginAs('admin')
    expect((await searchMenus('U1002', '产品清算'))[0]?.ifAuth).toBe(1)
    // operator: 综合管理 (10) and 业绩分析 (20) are hidden.
    loginAs('operator')
    expect(await searchMenus('U1003', '角色管理')).toEqual([])
    expect(await searchMenus('U1003', '业绩')).toEqual([
      expect.objectContaining({ menuName: '业绩报酬' }),
    ])
  })
})

describe('GET /query/templateCenter/searchTemplateList', () => {
  test('needs a session; answers data.result by name or remark', async () => {
    expect(
      (await call(`/query/templateCenter/searchTemplateList?keyWord=${q('托管')}`)).status,
    ).toBe(401)
    const { token } = loginAs('manager')
    const { body } = await call(
      `/query/templateCenter/searchTemplateList?keyWord=${q('托管')}`,
      token,
    )
    expect(body.status).toBe('success')
    expect((body.data as { result: unknown[] }).result).toContainEqual({
      name: '托管协议模板',
      remark: '私募基金托管协议，含托管人与管理人职责划分',
      fileCode: 'TPL0002',
    })
    expect((await searchTemplates('印鉴')).map((t) => t.name)).toEqual([
      '划款指令模板',
      '托管户开户资料清单',
      '预留印鉴卡',
    ])
    expect(await searchTemplates('估')).toEqual([])
    expect(await searchTemplates('不存在的模板')).toEqual([])
  })

  test('the demo has a dozen templates, each with its own fileCode', () => {
    expect(seedTemplates.length).toBeGreaterThanOrEqual(12)
    expect(new Set(seedTemplates.map((t) => t.fileCode)).size).toBe(seedTemplates.length)
  })
})

describe('GET /faq/answerContent', () => {
  test('without faqId: the FAQs whose title contains the question, without answers', async () => {
    expect((await call(`/faq/answerContent?question=${q('估值')}`)).status).toBe(401)
    loginAs('manager')
    const hits = await answerContent({ question: '估值表' })
    expect(hits).toEqual([
      { faqId: 'FAQ003', title: '估值表什么时候可以查询？' },
      { faqId: 'FAQ004', title: '估值表中的净值与管理人计算不一致怎么办？' },
    ])
    expect(await answerContent({ question: '估' })).toEqual([])
  })

  test('with faqId: that FAQ with its answer (HTML as stored); unknown fails', async () => {
    const { token } = loginAs('manager')
    const { body } = await call('/faq/answerContent?faqId=FAQ015&question=x', token)
    expect(body.data).toEqual(seedFaqs.find((f) => f.faqId === 'FAQ015'))
    // The backend hands the hostile markup over as it is: sanitising is the client's job.
    expect((body.data as { answer: string }).answer).toContain('<script>')
    const missing = await call('/faq/answerContent?faqId=NOPE', token)
    expect(missing.body).toMatchObject({ status: 'fail', msg: SEARCH_MSG.faqNotFound })
  })
})

const templateDownloadUrl = (userId: string, fileId: string) =>
  `/ceres/api/downloadArchive?userId=${userId}&fileId=${fileId}&typeCode=200901`

describe('GET /downloadArchive', () => {
  test('serves a known template to a known user without a token, as an attachment', async () => {
    const response = await fetch(`http://localhost${templateDownloadUrl('U1001', 'TPL0001')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/wordprocessingml\.document$/)
    const disposition = response.headers.get('Content-Disposition') ?? ''
    expect(disposition).toMatch(/^attachment;/)
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('基金合同模板.docx')
    // A Word document: a zip whose document part holds the template's text.
    const parts = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(strFromU8(parts['word/document.xml']!)).toContain('基金合同模板')
  })

  test('404 for an unknown file or type code, 403 for an unknown user', async () => {
    const get = (query: string) => fetch(`http://localhost/ceres/api/downloadArchive?${query}`)
    expect((await get('userId=U1001&fileId=NOPE&typeCode=200901')).status).toBe(404)
    expect((await get('userId=U1001&fileId=TPL0001&typeCode=999999')).status).toBe(404)
    expect((await get('userId=U9999&fileId=TPL0001&typeCode=200901')).status).toBe(403)
    expect((await get('fileId=TPL0001&typeCode=200901')).status).toBe(403)
  })
})
