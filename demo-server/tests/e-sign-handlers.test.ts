import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { ESIGN_MSG } from '../handlers/e-sign-common'
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
import { call, as, counts, pendingOf, signBody } from './e-sign-handlers-kit'

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
