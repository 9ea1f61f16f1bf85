import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { seedNews } from '../db/seed-public'
import { WX_MSG } from '../handlers/wx-qr-handlers'
import { API, callApi } from './api'

/** The demo backend as a client sees it: real requests through msw's node server. */
/** The answer's JSON, untyped (Response.json()): the tests read what each endpoint holds. */
const get = (path: string) => callApi(path, { method: 'GET' }).then((a) => a.response.json())
const post = (path: string) => callApi(path).then((a) => a.response.json())

describe('public-site demo backend', () => {
  test('news pages for real and refuses bad paging', async () => {
    const page4 = await get('/isNotLogin/news?pageNo=4&pageSize=10')
    expect(page4.data.total).toBe(seedNews.length)
    expect(page4.data.list.map((n: { id: string }) => n.id)).toEqual(
      seedNews.slice(30, 40).map((n) => n.id),
    )
    expect(page4.data.list[0]).not.toHaveProperty('content')
    for (const bad of ['pageNo=0', 'pageSize=51', 'pageNo=x'])
      expect((await get(`/isNotLogin/news?${bad}`)).msg).toBe('分页参数不正确')
  })

  test('news dates go back in time, newest first', () => {
    const dates = seedNews.map((n) => n.publishDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(new Set(seedNews.map((n) => n.id)).size).toBe(seedNews.length)
  })

  test('disclosures: a known category, a title search, a detail with sized attachments', async () => {
    expect((await get('/isNotLogin/disclosure?category=other')).msg).toBe('信息披露栏目不存在')
    const found = await get(
      `/isNotLogin/disclosure?category=public-funds&keyword=${encodeURIComponent('年度报告')}`,
    )
    expect(found.data.total).toBe(1)
    const detail = await get(`/isNotLogin/disclosure/${found.data.list[0].id}`)
    expect(detail.data.attachments).toHaveLength(2)
    const [file] = detail.data.attachments
    const response = await fetch(`${API}/isNotLogin/disclosure/file/${file.fileId}`)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(file.fileName))
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(file.size)
    const text = new TextDecoder('latin1').decode(bytes)
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    // The cross-reference table points at the objects it names.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    offsets.forEach((offset, i) =>
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    )
  })

  test('the account query spends the image code and checks the account', async () => {
    const { data: image } = await get('/isNotLogin/getVerifyCode?time=1')
    const code = db.state.imageCodes[image.imageId]!.code
    const query = (account: string, verifyCode: string) =>
      post(
        `/isNotLogin/getCollectAccountList?collectAccount=${account}&verifyCode=${verifyCode}&imageId=${image.imageId}`,
      )
    expect((await query('37050161270100001234', code)).data).toHaveLength(3)
    // Spent: the same code again is refused.
    expect((await query('37050161270100001234', code)).msg).toBe(
      '图形验证码错误或已过期，请重新输入',
    )
    expect((await query('12ab', '8888')).msg).toBe('募集账号格式不正确，请输入8-30位数字')
    expect((await query('', '8888')).msg).toBe('请输入募集账号')
  })

  test('a WeChat code logs in once, only after the scan and before it expires', async () => {
    const { data: qr } = await get('/isNotLogin/wxQrCode')
    expect(qr.expiresIn).toBeGreaterThan(60)
    expect(qr.qrUrl).toContain(qr.code)
    expect((await get(`/isNotLogin/wxQrCode/status?code=${qr.code}`)).data.status).toBe('waiting')
    expect((await post(`/login/wxQrCodeLogin?code=${qr.code}`)).msg).toBe(WX_MSG.notScanned)
    await post(`/isNotLogin/wxQrCode/scan?code=${qr.code}`)
    expect((await get(`/isNotLogin/wxQrCode/status?code=${qr.code}`)).data.status).toBe('confirmed')
    const login = await post(`/login/wxQrCodeLogin?code=${qr.code}`)
    expect(login.status).toBe('success')
    expect(login.jwt).toMatch(/^demo\.U1001\./)
    expect(login.data.userName).toBe('manager')
    expect((await post(`/login/wxQrCodeLogin?code=${qr.code}`)).msg).toBe(WX_MSG.unknown)

    const { data: late } = await get('/isNotLogin/wxQrCode')
    db.state.wxQrCodes[late.code]!.expiresAt = Date.now() - 1
    expect((await get(`/isNotLogin/wxQrCode/status?code=${late.code}`)).data.status).toBe('expired')
    expect((await post(`/isNotLogin/wxQrCode/scan?code=${late.code}`)).msg).toBe(WX_MSG.expired)
    expect((await post(`/login/wxQrCodeLogin?code=${late.code}`)).msg).toBe(WX_MSG.expired)
  })
})
