import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { ESIGN_MSG } from '../handlers/e-sign-common'
import { exportSourceOf } from '../handlers/export-registry'
import { BAD_PAGE } from '../handlers/paging'
import type {
  Seal,
  SignCodeSent,
  SignDocPages,
  SignDocument,
  SignRecord,
  SignRecordDetail,
} from '@contract/api/e-signature'
import type { PagedList } from '@contract/api/paged-list'
import { loginAs } from './login-as'

/** A raw call to the demo backend's 电子签约 endpoints (no client interceptors). */
async function call<T>(
  path: string,
  token: string,
  init: { query?: Record<string, unknown>; json?: unknown; method?: string } = {},
) {
  const query = new URLSearchParams(
    Object.entries(init.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString()
  const response = await fetch(
    `http://localhost/ceres/api/rest/esign/${path}${query ? `?${query}` : ''}`,
    {
      method: init.method ?? 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    },
  )
  const json = (response.headers.get('Content-Type') ?? '').includes('json')
  const body = json ? ((await response.json()) as { status: string; data: T; msg: string }) : null
  return { status: response.status, body, response }
}

const as = (userName: 'manager' | 'admin' | 'operator', org = 0) => loginAs(userName, org).token

async function counts(token: string, userId: string) {
  const response = await fetch(
    `http://localhost/ceres/api/rest/maintenance/queryToDoCount?userId=${userId}`,
    { method: 'POST', headers: { Authorization: token } },
  )
  return ((await response.json()) as { data: Record<string, number> }).data
}

const pendingOf = (orgId: string) =>
  db.state.signDocs.filter((d) => d.orgId === orgId && d.status === 'pending')

/** 王经理 signs ORG001's first waiting document with 合同专用章 (SEAL102) unless told. */
const signBody = (docId: string, extra: Record<string, unknown> = {}) => ({
  docId,
  sealId: 'SEAL102',
  page: 1,
  x: 70,
  y: 80,
  smsCode: '8888',
  ...extra,
})

describe('待签署', () => {
  test('lists the organisation’s waiting documents by deadline; counts by source', async () => {
    const token = as('manager')
    const list = await call<PagedList<SignDocument>>('queryPendingDocs', token, {
      query: { pageNo: 1, pageSize: 20 },
    })
    const docs = list.body!.data.list
    expect(docs).toHaveLength(7)
    expect(docs.map((d) => d.deadline)).toEqual([...docs.map((d) => d.deadline)].sort())
    expect(docs.every((d) => d.status === 'pending' && d.title.startsWith(d.fundName))).toBe(true)
    expect(await counts(token, 'U1001')).toMatchObject({ T00034: 5, T00058: 2, T00035: 1 })
    const own = await call<PagedList<SignDocument>>('queryPendingDocs', token, {
      query: { source: 'org', sort: '-initiatedAt' },
    })
    expect(own.body!.data.list.map((d) => d.initiator)).toEqual(['李运营', '李运营'])
  })

  test('bad parameters are refused in Chinese', async () => {
    const token = as('manager')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ docType: 'poem' }, ESIGN_MSG.docType],
      [{ source: 'x' }, ESIGN_MSG.source],
      [{ sort: 'title' }, '排序字段不正确'],
      [{ pageSize: 0 }, BAD_PAGE],
    ]
    for (const [query, msg] of cases) {
      expect((await call('queryPendingDocs', token, { query })).body!.msg).toBe(msg)
    }
    const docId = pendingOf('ORG001')[0]!.docId
    const bad = await call('confirmSign', token, { json: [docId] })
    expect(bad.body!.msg).toBe(ESIGN_MSG.badBody)
  })

  test('the pages are the document’s text, escaped; another organisation’s is missing', async () => {
    const doc = pendingOf('ORG001')[0]!
    const pages = await call<SignDocPages>('docPages', as('manager'), {
      query: { docId: doc.docId },
    })
    expect(pages.body!.data.pages).toHaveLength(doc.pages)
    expect(pages.body!.data.pages[0]!.html).toContain(`文件编号：${doc.docNo}`)
    expect(pages.body!.data.pages.at(-1)!.html).toContain('泉城私募基金管理有限公司（盖章）')
    const other = as('manager', 1)
    for (const path of ['docPages', 'sendSignCode']) {
      const answer = await call(path, other, { query: { docId: doc.docId } })
      expect(answer.body!.msg).toBe(ESIGN_MSG.gone)
    }
    const sign = await call('confirmSign', other, { json: signBody(doc.docId) })
    expect(sign.body!.msg).toBe(ESIGN_MSG.gone)
    expect(doc.status).toBe('pending')
  })

  test('signing: code sent, seal placed, demo code → 已签署, item closed, in 签署记录', async () => {
    const token = as('manager')
    const doc = pendingOf('ORG001').find((d) => d.source === 'custodian')!
    const seals = await call<Seal[]>('querySignSeals', token)
    expect(seals.body!.data.map((s) => s.sealId)).toEqual(['SEAL101', 'SEAL102'])
    const sent = await call<SignCodeSent>('sendSignCode', token, { query: { docId: doc.docId } })
    expect(sent.body!.data.mobile).toBe('138****0001')
    const again = await call('sendSignCode', token, { query: { docId: doc.docId } })
    expect(again.body!.msg).toMatch(/^短信验证码已发送，请\d+秒后再试$/)
    const body = signBody(doc.docId, {
      page: doc.pages,
      x: 71.26,
      smsCode: sent.body!.data.demoCode,
    })
    const signed = await call<SignRecord>('confirmSign', token, { json: body })
    expect(signed.body!.data).toMatchObject({
      status: 'signed',
      signer: '王经理',
      sealId: 'SEAL102',
      page: doc.pages,
      x: 71.3,
      y: 80,
    })
    expect(await counts(token, 'U1001')).toMatchObject({ T00034: 4, T00058: 2 })
    const twice = await call('confirmSign', token, { json: signBody(doc.docId) })
    expect(twice.body!.msg).toBe(ESIGN_MSG.signed)
    const records = await call<PagedList<SignRecord>>('querySignRecords', token)
    expect(records.body!.data.list[0]!.docId).toBe(doc.docId)
    const detail = await call<SignRecordDetail>('signRecordDetail', token, {
      query: { docId: doc.docId },
    })
    expect(detail.body!.data.steps.map((s) => [s.title, s.state])).toEqual([
      ['发起', 'done'],
      ['盖章', 'done'],
      ['短信确认', 'done'],
      ['已签署', 'done'],
    ])
  })

  test('a disabled, unreviewed or unauthorised seal is refused; so is a missing placement', async () => {
    const token = as('manager')
    const doc = pendingOf('ORG001')[0]!
    await call('sendSignCode', token, { query: { docId: doc.docId } })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sealId: '' }, ESIGN_MSG.noSeal],
      [{ sealId: 'SEAL104' }, ESIGN_MSG.sealDisabled],
      [{ sealId: 'SEAL105' }, ESIGN_MSG.sealPending],
      [{ sealId: 'SEAL103' }, ESIGN_MSG.sealNotAuthorised],
      [{ sealId: 'SEAL301' }, ESIGN_MSG.sealGone],
      [{ page: undefined, x: undefined, y: undefined }, ESIGN_MSG.noPlacement],
      [{ page: doc.pages + 1 }, ESIGN_MSG.badPlacement],
      [{ x: 120 }, ESIGN_MSG.badPlacement],
      [{ y: '50' }, ESIGN_MSG.badPlacement],
      [{ smsCode: ' ' }, ESIGN_MSG.noCode],
    ]
    for (const [extra, msg] of cases) {
      const answer = await call('confirmSign', token, { json: signBody(doc.docId, extra) })
      expect([extra, answer.body!.msg]).toEqual([extra, msg])
    }
    expect(doc.status).toBe('pending')
  })

  test('codes: none sent, wrong (the rest kept), expired, too many wrong', async () => {
    const token = as('manager')
    const [doc] = pendingOf('ORG001')
    const confirm = (smsCode: string) =>
      call('confirmSign', token, { json: signBody(doc!.docId, { smsCode }) })
    expect((await confirm('8888')).body!.msg).toBe(ESIGN_MSG.notSent)
    await call('sendSignCode', token, { query: { docId: doc!.docId } })
    expect((await confirm('123456')).body!.msg).toBe(ESIGN_MSG.wrongCode)
    expect(doc!.status).toBe('pending')
    db.state.signCodes[`U1001:${doc!.docId}`]!.expiresAt = Date.now() - 1
    expect((await confirm('8888')).body!.msg).toBe(ESIGN_MSG.expired)
    db.state.signCodes = {}
    await call('sendSignCode', token, { query: { docId: doc!.docId } })
    for (let i = 0; i < 4; i += 1)
      expect((await confirm('000000')).body!.msg).toBe(ESIGN_MSG.wrongCode)
    expect((await confirm('000000')).body!.msg).toBe(ESIGN_MSG.tooMany)
    expect((await confirm('8888')).body!.msg).toBe(ESIGN_MSG.notSent)
  })

  test('a user whose 待签署 is locked is refused; 签署记录 stays open to them', async () => {
    const token = as('operator')
    const doc = pendingOf('ORG001')[0]!
    for (const path of ['queryPendingDocs', 'querySignSeals', 'docPages', 'sendSignCode']) {
      expect((await call(path, token, { query: { docId: doc.docId } })).status).toBe(403)
    }
    expect((await call('confirmSign', token, { json: signBody(doc.docId) })).status).toBe(403)
    const records = await call<PagedList<SignRecord>>('querySignRecords', token)
    expect(records.body!.data.total).toBe(14)
  })
})

describe('签署记录', () => {
  test('filters, newest first; the signed PDF carries every page and the seal', async () => {
    const token = as('admin')
    const all = await call<PagedList<SignRecord>>('querySignRecords', token, {
      query: { pageSize: 50 },
    })
    const list = all.body!.data.list
    expect(list.map((r) => r.signedAt)).toEqual([...list.map((r) => r.signedAt)].sort().reverse())
    const ranged = await call<PagedList<SignRecord>>('querySignRecords', token, {
      query: { beginDate: '2026-09-01', endDate: '2026-12-31', sort: 'signedAt' },
    })
    const dates = ranged.body!.data.list.map((r) => r.signedAt)
    expect(dates.length).toBeGreaterThan(0)
    expect(dates.every((d) => d >= '2026-09-01')).toBe(true)
    expect(dates).toEqual([...dates].sort())
    const bad = await call('querySignRecords', token, { query: { beginDate: '2026/09/01' } })
    expect(bad.body!.msg).toBe('日期格式不正确')
    const record = list[0]!
    const file = await call('signedFile', token, { method: 'GET', query: { docId: record.docId } })
    expect(file.response.headers.get('Content-Type')).toBe('application/pdf')
    const pdf = await file.response.text()
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf).toContain(`/Count ${record.pages}`)
    expect(pdf).toContain('0.84 0.07 0.11 RG')
    expect(pdf.endsWith('%%EOF\n')).toBe(true)
    const other = await call('signedFile', as('manager'), {
      method: 'GET',
      query: { docId: record.docId },
    })
    expect(other.status).toBe(404)
    const pending = pendingOf('ORG003')[0]!
    const waiting = await call('signRecordDetail', token, { query: { docId: pending.docId } })
    expect(waiting.body!.msg).toBe(ESIGN_MSG.notSigned)
    expect(exportSourceOf('sign-records')!.rows('ORG003', {}, () => true)).toHaveLength(8)
  })
})

describe('印章管理', () => {
  test('审核启用 closes T00035; 停用 takes a seal out of signing; users of the org only', async () => {
    const token = as('manager')
    const seals = await call<PagedList<Seal>>('querySeals', token, { query: { status: 'pending' } })
    expect(seals.body!.data.list.map((s) => s.sealId)).toEqual(['SEAL105'])
    const enable = await call<Seal>('setSealStatus', token, {
      json: { sealId: 'SEAL105', action: 'enable' },
    })
    expect(enable.body!.data.status).toBe('enabled')
    expect((await counts(token, 'U1001')).T00035).toBe(0)
    const disable = (sealId: string) =>
      call<Seal>('setSealStatus', token, { json: { sealId, action: 'disable' } })
    expect((await disable('SEAL102')).body!.data.status).toBe('disabled')
    expect((await disable('SEAL102')).body!.msg).toBe(ESIGN_MSG.alreadyDisabled)
    const usable = await call<Seal[]>('querySignSeals', token)
    expect(usable.body!.data.map((s) => s.sealId)).toEqual(['SEAL101'])
    const doc = pendingOf('ORG001')[0]!
    await call('sendSignCode', token, { query: { docId: doc.docId } })
    const refused = await call('confirmSign', token, { json: signBody(doc.docId) })
    expect(refused.body!.msg).toBe(ESIGN_MSG.sealDisabled)
    const users = await call<Seal>('saveSealUsers', token, {
      json: { sealId: 'SEAL103', userIds: ['U1001', 'U1003'] },
    })
    expect(users.body!.data.users.map((u) => u.realName)).toEqual(['王经理', '李运营'])
    const outsider = await call('saveSealUsers', token, {
      json: { sealId: 'SEAL103', userIds: ['U1002'] },
    })
    expect(outsider.body!.msg).toBe(ESIGN_MSG.users)
    const bad = await call('setSealStatus', token, { json: { sealId: 'SEAL103', action: 'burn' } })
    expect(bad.body!.msg).toBe(ESIGN_MSG.action)
    const foreign = await call('setSealStatus', as('admin'), {
      json: { sealId: 'SEAL101', action: 'disable' },
    })
    expect(foreign.body!.msg).toBe(ESIGN_MSG.sealGone)
    expect(db.state.seals.find((s) => s.sealId === 'SEAL101')!.status).toBe('enabled')
  })
})
