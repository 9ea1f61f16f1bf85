import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { PAY_CHANGE_MSG } from '../handlers/pay-account-change-rules'
import { PAY_UPLOAD_MSG } from '../handlers/pay-account-change-uploads'
import type { PagedList } from '@contract/api/paged-list'
import type {
  PayChangeDetail,
  PayChangeFund,
  PayChangeRow,
  PayChangeSubmit,
} from '@contract/api/pay-account-change'
import type { UploadedFile } from '@contract/api/upload'
import { callJson, type ApiOptions } from './api'
import { loginAs } from './login-as'

/* 付款账户变更: every rule is the server's, whatever the form did; each organisation its own. */

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A raw call to /rest/pay-account-change/… (no client interceptors). */
const post = <T>(path: string, token: string | undefined, init: ApiOptions = {}) =>
  callJson<T>(`/rest/pay-account-change${path}`, { token, ...init })

const funds = (token: string) => post<PayChangeFund[]>('/funds', token)
const list = (token: string, query = '') =>
  post<PagedList<PayChangeRow>>(`/queryList?${query}`, token)
const withdraw = (token: string, id: string) => post<PayChangeDetail>(`/withdraw?id=${id}`, token)
const submit = (token: string, json: unknown) => post<PayChangeDetail>('/submit', token, { json })

async function upload(token: string, bytes = PDF, name = '开户证明.pdf') {
  const form = new FormData()
  form.append('file', new File([bytes], name))
  return post<UploadedFile>('/upload', token, { body: form })
}

/** A valid request; SXA004 is in 存续期 with nothing pending (SXA001 is still raising). */
async function validRequest(token: string, fundCode = 'SXA004'): Promise<PayChangeSubmit> {
  const proof = (await upload(token)).body.data
  return {
    fundCode,
    newAccountName: '泉城价值发现一号私募证券投资基金',
    newAccountNo: '6217000012345678901',
    newBankName: '中国建设银行济南分行',
    reason: '原付款账户拟销户',
    proofFileIds: [proof.fileId],
  }
}

describe('funds that may change', () => {
  test('the organisation’s established funds, with their paying account and pending mark', async () => {
    expect((await funds('')).status).toBe(401)
    const { token } = loginAs('manager')
    const mine = (await funds(token)).body.data
    const eligible = db.state.funds.filter(
      (f) => f.orgId === 'ORG001' && (f.stage === 'operating' || f.stage === 'liquidating'),
    )
    expect(mine.map((f) => f.fundCode).sort()).toEqual(eligible.map((f) => f.fundCode).sort())
    const approved = db.state.payAccountChanges.find(
      (c) => c.orgId === 'ORG001' && c.status === 'approved',
    )!
    expect(mine.find((f) => f.fundCode === approved.fundCode)?.current).toEqual(approved.newAccount)
    const pending = db.state.payAccountChanges.filter(
      (c) => c.orgId === 'ORG001' && c.status === 'pending',
    )
    expect(mine.filter((f) => f.pendingId).map((f) => f.pendingId)).toEqual(
      expect.arrayContaining(pending.map((c) => c.id)),
    )
  })
})

describe('submit', () => {
  test('a valid request is 待审核 from the current account, first in the list', async () => {
    const { token } = loginAs('manager')
    const before = (await funds(token)).body.data.find((f) => f.fundCode === 'SXA004')!
    const sent = await submit(token, await validRequest(token))
    expect(sent.body.status).toBe('success')
    expect(sent.body.data).toMatchObject({ status: 'pending', submittedBy: '王经理' })
    expect(sent.body.data.oldAccount).toEqual(before.current)
    expect(sent.body.data.timeline.map((s) => [s.title, s.state])).toEqual([
      ['提交申请', 'done'],
      ['托管人审核', 'current'],
      ['变更生效', 'todo'],
    ])
    expect((await list(token)).body.data.list[0]?.id).toBe(sent.body.data.id)
    // The custodian has not approved it: the paying account is unchanged, the fund is marked.
    const after = (await funds(token)).body.data.find((f) => f.fundCode === 'SXA004')!
    expect(after).toEqual({ ...before, pendingId: sent.body.data.id })
    const again = await submit(token, await validRequest(token))
    expect(again.body.msg).toBe(PAY_CHANGE_MSG.pending)
  })

  test.each<[string, Partial<PayChangeSubmit>, string]>([
    ['no fund', { fundCode: '' }, PAY_CHANGE_MSG.fund],
    ['another organisation’s fund', { fundCode: 'SXB002' }, PAY_CHANGE_MSG.fundGone],
    ['a fund still raising', { fundCode: 'SXA001' }, PAY_CHANGE_MSG.fundGone],
    ['no account name', { newAccountName: '  ' }, PAY_CHANGE_MSG.accountName],
    ['a long account name', { newAccountName: '户'.repeat(61) }, PAY_CHANGE_MSG.accountNameLong],
    ['letters in the number', { newAccountNo: '6217abc012345' }, PAY_CHANGE_MSG.accountNo],
    ['seven digits', { newAccountNo: '1234567' }, PAY_CHANGE_MSG.accountNo],
    ['31 digits', { newAccountNo: '1'.repeat(31) }, PAY_CHANGE_MSG.accountNo],
    ['no bank', { newBankName: '' }, PAY_CHANGE_MSG.bankName],
    ['no reason', { reason: '' }, PAY_CHANGE_MSG.reason],
    ['a long reason', { reason: '因'.repeat(201) }, PAY_CHANGE_MSG.reasonLong],
    ['no proof', { proofFileIds: [] }, PAY_CHANGE_MSG.proof],
    ['an unknown proof', { proofFileIds: ['PAU-NONE'] }, PAY_CHANGE_MSG.proofGone],
    ['four proofs', { proofFileIds: ['a', 'b', 'c', 'd'] }, PAY_CHANGE_MSG.proofMany],
  ])('%s is refused and nothing is stored', async (_name, change, msg) => {
    const { token } = loginAs('manager')
    const stored = db.state.payAccountChanges.length
    const body = { ...(await validRequest(token)), ...change }
    expect((await submit(token, body)).body).toMatchObject({ status: 'fail', msg })
    expect(db.state.payAccountChanges).toHaveLength(stored)
  })

  test('the current account again, someone else’s proof or a used one is refused', async () => {
    const { token } = loginAs('manager')
    const fund = (await funds(token)).body.data.find((f) => f.fundCode === 'SXA004')!
    const same = { ...(await validRequest(token)), newAccountNo: fund.current.accountNo }
    expect((await submit(token, same)).body.msg).toBe(PAY_CHANGE_MSG.sameAccount)
    const other = loginAs('resetdemo' as 'manager')
    const theirs = (await upload(other.token)).body.data
    const borrowed = { ...(await validRequest(token)), proofFileIds: [theirs.fileId] }
    expect((await submit(token, borrowed)).body.msg).toBe(PAY_CHANGE_MSG.proofGone)
    const first = await validRequest(token)
    expect((await submit(token, first)).body.status).toBe('success')
    const reused = { ...(await validRequest(token, 'SXA005')), proofFileIds: first.proofFileIds }
    expect((await submit(token, reused)).body.msg).toBe(PAY_CHANGE_MSG.proofGone)
  })
})

describe('upload', () => {
  test('PDF, JPG or PNG whose bytes match, up to 10 MB', async () => {
    const { token } = loginAs('manager')
    expect((await upload(token, PNG, '证明.png')).body.data.size).toBe(8)
    expect((await upload(token, PDF, '证明.docx')).body.msg).toBe(PAY_UPLOAD_MSG.badType)
    expect((await upload(token, PDF, '证明.png')).body.msg).toBe(PAY_UPLOAD_MSG.badContent('PNG'))
    expect((await upload(token, new Uint8Array(), 'a.pdf')).body.msg).toBe(PAY_UPLOAD_MSG.empty)
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PDF)
    expect((await upload(token, big, 'big.pdf')).body.msg).toBe(PAY_UPLOAD_MSG.tooLarge)
    expect((await upload('', PDF)).status).toBe(401)
  })
})

describe('records and 撤回', () => {
  test('each organisation lists only its own, filtered by status', async () => {
    const admin = loginAs('admin')
    const theirs = (await list(admin.token, 'pageSize=100')).body.data.list
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.every((r) => r.fundCode.startsWith('SXC'))).toBe(true)
    const { token } = loginAs('manager')
    const returned = (await list(token, 'status=returned')).body.data.list
    expect(returned.length).toBeGreaterThan(0)
    expect(returned.every((r) => r.status === 'returned' && r.returnReason)).toBe(true)
    const statuses = new Set(
      (await list(token, 'pageSize=100')).body.data.list.map((r) => r.status),
    )
    expect(statuses).toEqual(new Set(['pending', 'approved', 'returned', 'withdrawn']))
    expect((await list(token, 'status=done')).body.msg).toBe(PAY_CHANGE_MSG.status)
    const oldest = (await list(token, 'sort=submittedAt')).body.data.list
    expect(oldest[0]!.submittedAt < oldest[1]!.submittedAt).toBe(true)
  })

  test('撤回 takes back one awaiting review, once, in its own organisation only', async () => {
    const { token } = loginAs('manager')
    const pending = (await list(token, 'status=pending')).body.data.list[0]!
    const admin = loginAs('admin')
    expect((await withdraw(admin.token, pending.id)).body.msg).toBe(PAY_CHANGE_MSG.gone)
    const detail = await post<PayChangeDetail>(`/detail?id=${pending.id}`, admin.token)
    expect(detail.body.msg).toBe(PAY_CHANGE_MSG.gone)
    const done = (await withdraw(token, pending.id)).body.data
    expect(done.status).toBe('withdrawn')
    expect(done.timeline.map((s) => s.title)).toEqual(['提交申请', '撤回申请'])
    expect((await withdraw(token, pending.id)).body.msg).toBe(PAY_CHANGE_MSG.notPending)
    // The fund may apply again.
    const fresh = await submit(token, await validRequest(token, pending.fundCode))
    expect(fresh.body.status).toBe('success')
  })

  test('a returned request’s steps carry the reason', async () => {
    const { token } = loginAs('manager')
    const returned = (await list(token, 'status=returned')).body.data.list[0]!
    const detail = (await post<PayChangeDetail>(`/detail?id=${returned.id}`, token)).body.data
    expect(detail.timeline[1]).toMatchObject({ state: 'returned', reason: returned.returnReason })
    expect(detail.proofFiles.length).toBeGreaterThan(0)
  })
})
