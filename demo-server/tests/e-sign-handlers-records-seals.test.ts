import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { ESIGN_MSG } from '../handlers/e-sign-common'
import { exportSourceOf } from '../handlers/export-registry'
import type { Seal, SignRecord } from '@contract/api/e-signature'
import type { PagedList } from '@contract/api/paged-list'
import { call, as, counts, pendingOf, signBody } from './e-sign-handlers-kit'

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
