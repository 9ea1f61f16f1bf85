import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { CHANGE_MSG } from '../handlers/contract-change-handlers'
import { CHECK_MSG } from '../handlers/contract-checks'
import { CONTRACT_MSG } from '../handlers/contract-common'
import { TEMPLATE_MSG } from '../handlers/contract-template-handlers'
import type {
  ChangeDetail,
  ContractDetail,
  ContractRow,
  ContractTemplate,
  DraftDetail,
  DraftSave,
} from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { loginAs } from './login-as'

/** A raw call to 合同管理's endpoints (no client interceptors). */
async function call<T>(path: string, token: string, init: { json?: unknown; query?: object } = {}) {
  const query = new URLSearchParams(
    Object.entries(init.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString()
  const response = await fetch(`http://localhost/ceres/api/rest/contract/${path}?${query}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  if (response.status !== 200)
    return { httpStatus: response.status, status: '', data: null as T, msg: '' }
  const body = (await response.json()) as { status: string; data: T; msg: string }
  return { httpStatus: 200, ...body }
}

async function counts(token: string, userId: string) {
  const response = await fetch(
    `http://localhost/ceres/api/rest/maintenance/queryToDoCount?userId=${userId}`,
    { method: 'POST', headers: { Authorization: token } },
  )
  return ((await response.json()) as { data: Record<string, number> }).data
}

const as = (userName: 'manager' | 'admin' | 'operator', org = 0) => {
  const session = loginAs(userName, org)
  return { token: session.token, userId: session.userId }
}

/** A draft complete enough to submit (from the fund contract template TPL0001). */
const complete = (fundName = '泉城测试一号私募证券投资基金'): DraftSave => ({
  templateCode: 'TPL0001',
  step: 4,
  elements: {
    fundName,
    strategy: '股票多头',
    riskLevel: 'R4',
    durationMonths: 60,
    minSubscription: 1_000_000,
    openFrequency: 'monthly',
    openDay: 15,
    lockupMonths: 6,
  },
  fees: {
    managementRate: 1.5,
    custodyRate: 0.05,
    outsourcingRate: 0.03,
    subscriptionRate: 1,
    redemptionRate: 0.5,
    performanceRate: 20,
    hurdleRate: 6,
  },
  parties: {
    outsourcing: 'firm',
    investorTypes: ['individual'],
    managerContact: '刘晓燕',
    managerPhone: '13805310101',
  },
})

describe('seeded records and their to-do counts', () => {
  test('each organisation counts its own drafts, 待提交 changes and contracts to confirm', async () => {
    const { token, userId } = as('manager')
    expect(await counts(token, userId)).toMatchObject({ T00042: 2, T00043: 2, T00049: 2 })
    const other = as('manager', 1)
    expect(await counts(other.token, other.userId)).toMatchObject({
      T00042: 1,
      T00043: 1,
      T00049: 1,
    })
    const ids = db.state.contracts.map((c) => c.contractId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('合同起草', () => {
  test('保存草稿 at any step; resumed with what it holds; 提交 makes a contract', async () => {
    const { token, userId } = as('manager')
    const partial = {
      templateCode: 'TPL0001',
      step: 1,
      elements: { fundName: '泉城测试一号私募证券投资基金' },
    }
    const saved = await call<DraftDetail>('saveDraft', token, { json: partial })
    expect(saved.status).toBe('success')
    expect(saved.data).toMatchObject({
      status: 'draft',
      step: 1,
      fundName: '泉城测试一号私募证券投资基金',
    })
    // The template decides the fund type.
    expect(saved.data.elements?.fundType).toBe('私募证券投资基金')
    expect((await counts(token, userId)).T00042).toBe(3)
    const again = await call<DraftDetail>('draftDetail', token, {
      query: { draftId: saved.data.draftId },
    })
    expect(again.data.managerName).toBe('泉城私募基金管理有限公司')

    const incomplete = await call('submitDraft', token, {
      json: { ...partial, draftId: saved.data.draftId },
    })
    expect(incomplete).toMatchObject({ status: 'fail', msg: CHECK_MSG.strategy })
    const done = await call<{ contractId: string }>('submitDraft', token, {
      json: { ...complete(), draftId: saved.data.draftId },
    })
    expect(done.status).toBe('success')
    expect((await counts(token, userId)).T00042).toBe(2)
    const contract = await call<ContractDetail>('contractDetail', token, {
      query: { contractId: done.data.contractId },
    })
    expect(contract.data).toMatchObject({
      status: 'review',
      stage: 1,
      fundName: '泉城测试一号私募证券投资基金',
    })
    expect(contract.data.parties.managerName).toBe('泉城私募基金管理有限公司')
    expect(contract.data.steps.map((s) => s.state)).toEqual([
      'done',
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ])
    const resent = await call('saveDraft', token, {
      json: { ...partial, draftId: saved.data.draftId },
    })
    expect(resent.msg).toBe(CONTRACT_MSG.draftDone)
    // The same fund name cannot be drafted twice.
    expect((await call('submitDraft', token, { json: complete() })).msg).toBe(
      CONTRACT_MSG.fundNameTaken,
    )
  })

  test('a draft keeps what was typed, out of range too; only the wrong kind of value is refused', async () => {
    const { token } = as('manager')
    const body = complete('泉城草稿二号私募证券投资基金')
    const typed = {
      ...body,
      elements: { ...body.elements, lockupMonths: 72, durationMonths: 12 },
      fees: { ...body.fees, managementRate: 3.5, custodyRate: 0 },
      parties: { ...body.parties, managerPhone: '138' },
    }
    const saved = await call<DraftDetail>('saveDraft', token, { json: typed })
    expect(saved.status).toBe('success')
    expect(saved.data.fees).toMatchObject({ managementRate: 3.5, custodyRate: 0 })
    expect(saved.data.elements?.lockupMonths).toBe(72)
    expect(saved.data.parties?.managerPhone).toBe('138')
    const wrongKind = { ...body, fees: { ...body.fees, redemptionRate: '1' } }
    expect((await call('saveDraft', token, { json: wrongKind })).msg).toBe(
      CHECK_MSG.fee('redemptionRate'),
    )
    const tooLongName = { ...body, elements: { ...body.elements, fundName: '名'.repeat(61) } }
    expect((await call('saveDraft', token, { json: tooLongName })).msg).toBe(CHECK_MSG.fundName)
    // 提交 checks every range and names the field.
    const submitted = await call('submitDraft', token, {
      json: { ...typed, draftId: saved.data.draftId },
    })
    expect(submitted.msg).toBe(CHECK_MSG.lockup)
  })

  test('fee ranges, decimals and the rules between fields are refused by 提交', async () => {
    const { token } = as('manager')
    const body = complete('泉城规则一号私募证券投资基金')
    const withFees = (fees: object) => ({ ...body, fees: { ...body.fees, ...fees } })
    const refusal = async (json: unknown, save = 'submitDraft') =>
      (await call(save, token, { json })).msg
    expect(await refusal(withFees({ managementRate: 3.5 }))).toBe(CHECK_MSG.fee('managementRate'))
    expect(await refusal(withFees({ managementRate: 1.234 }))).toBe(CHECK_MSG.fee('managementRate'))
    expect(await refusal(withFees({ custodyRate: 0 }))).toBe(CHECK_MSG.fee('custodyRate'))
    expect(await refusal(withFees({ performanceRate: 61 }))).toBe(CHECK_MSG.fee('performanceRate'))
    expect(await refusal(withFees({ redemptionRate: '1' }))).toBe(CHECK_MSG.fee('redemptionRate'))
    expect(await refusal(withFees({ hurdleRate: undefined }), 'submitDraft')).toBe(CHECK_MSG.hurdle)
    expect(
      await refusal({
        ...withFees({ outsourcingRate: 0.05 }),
        parties: { ...body.parties, outsourcing: 'none' },
      }),
    ).toBe(CHECK_MSG.outsourcingFee)
    const elements = (e: object) => ({ ...body, elements: { ...body.elements, ...e } })
    expect(await refusal(elements({ openFrequency: 'closed' }))).toBe(CHECK_MSG.openDayClosed)
    expect(await refusal(elements({ lockupMonths: 12, durationMonths: 12 }))).toBe(
      CHECK_MSG.lockupTooLong,
    )
    expect(await refusal(elements({ minSubscription: 999_999 }))).toBe(CHECK_MSG.minSubscription)
    expect(await refusal(elements({ fundName: '短' }))).toBe(CHECK_MSG.fundName)
    expect(await refusal({ ...body, templateCode: 'TPL0003' })).toBe(CONTRACT_MSG.template)
    expect(await refusal({ ...body, step: 7 })).toBe(CONTRACT_MSG.step)
    expect(await refusal('nonsense')).toBe(CONTRACT_MSG.badBody)
    // A performance fee of 0 needs no hurdle.
    expect(
      await refusal(withFees({ performanceRate: 0, hurdleRate: undefined }), 'submitDraft'),
    ).toBe('')
  })

  test('another organisation’s draft is refused; a locked page answers 403; bad params fail', async () => {
    const { token } = as('manager', 1)
    const mine = db.state.contractDrafts.find((d) => d.orgId === 'ORG001' && d.status === 'draft')!
    expect((await call('draftDetail', token, { query: { draftId: mine.draftId } })).msg).toBe(
      CONTRACT_MSG.gone,
    )
    expect((await call('deleteDraft', token, { query: { draftId: mine.draftId } })).msg).toBe(
      CONTRACT_MSG.gone,
    )
    expect(
      (await call('saveDraft', token, { json: { ...complete(), draftId: mine.draftId } })).msg,
    ).toBe(CONTRACT_MSG.gone)
    expect((await call('queryDrafts', token, { query: { status: 'x' } })).msg).toBe(
      CONTRACT_MSG.status,
    )
    expect((await call('queryDrafts', token, { query: { pageSize: 500 } })).msg).toBe(
      '分页参数不正确',
    )
    const operator = as('operator')
    expect((await call('queryDrafts', operator.token)).httpStatus).toBe(403)
    expect((await call('queryContracts', operator.token)).status).toBe('success')
  })
})

describe('合同查询', () => {
  test('待管理人确认 first; 确认 moves one to 签署 and lowers T00049; only once', async () => {
    const { token, userId } = as('manager')
    const page = await call<PagedList<ContractRow>>('queryContracts', token, {
      query: { pageSize: 50 },
    })
    const statuses = page.data.list.map((c) => c.status)
    expect(statuses.slice(0, 2)).toEqual(['confirm', 'confirm'])
    expect(page.data.total).toBe(11)
    const first = page.data.list[0]!
    const confirmed = await call<ContractDetail>('confirmContract', token, {
      query: { contractId: first.contractId },
    })
    expect(confirmed.data).toMatchObject({ status: 'signing', stage: 2 })
    expect(confirmed.data.steps[2]).toMatchObject({
      title: '管理人确认',
      state: 'done',
      actor: '王经理',
    })
    expect((await counts(token, userId)).T00049).toBe(1)
    expect(
      (await call('confirmContract', token, { query: { contractId: first.contractId } })).msg,
    ).toBe(CONTRACT_MSG.notConfirmable)
    const filtered = await call<PagedList<ContractRow>>('queryContracts', token, {
      query: { status: 'effective', fund: 'SXA' },
    })
    expect(
      filtered.data.list.every((c) => c.status === 'effective' && c.fundCode?.startsWith('SXA')),
    ).toBe(true)
    expect((await call('queryContracts', token, { query: { beginDate: '2026/01/01' } })).msg).toBe(
      '日期格式不正确',
    )
    expect((await call('queryContracts', token, { query: { sort: 'fundName' } })).msg).toBe(
      '排序字段不正确',
    )
  })

  test('another organisation’s contract is refused; the text downloads as a Word document', async () => {
    const theirs = db.state.contracts.find((c) => c.orgId === 'ORG002' && c.status === 'confirm')!
    const { token } = as('manager')
    expect(
      (await call('confirmContract', token, { query: { contractId: theirs.contractId } })).msg,
    ).toBe(CONTRACT_MSG.gone)
    const mine = db.state.contracts.find((c) => c.orgId === 'ORG001')!
    const file = await fetch(
      `http://localhost/ceres/api/rest/contract/contractFile?contractId=${mine.contractId}`,
      {
        headers: { Authorization: token },
      },
    )
    expect(file.headers.get('Content-Type')).toMatch(/wordprocessingml/)
    const parts = unzipSync(new Uint8Array(await file.arrayBuffer()))
    expect(strFromU8(parts['word/document.xml']!)).toContain(mine.fundName)
  })
})

const upload = async (token: string, name: string, bytes: number[]) => {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name))
  const response = await fetch('http://localhost/ceres/api/rest/contract/upload', {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  })
  return (await response.json()) as { status: string; data: { fileId: string }; msg: string }
}
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]

describe('合同变更', () => {
  test('保存 holds T00043; 提交 needs a document and goes to 托管审核; a returned one is sent again', async () => {
    const { token, userId } = as('manager')
    const contract = db.state.contracts.find(
      (c) => c.orgId === 'ORG001' && c.status === 'effective',
    )!
    const body = {
      contractId: contract.contractId,
      changeType: 'other',
      content: '信息披露频率调整为月度',
      reason: '投资者要求',
      documentIds: [],
      submit: false,
    }
    const saved = await call<ChangeDetail>('saveChange', token, { json: body })
    expect(saved.data.status).toBe('draft')
    expect((await counts(token, userId)).T00043).toBe(3)
    const again = { ...body, changeId: saved.data.changeId, submit: true }
    expect((await call('saveChange', token, { json: again })).msg).toBe(CHANGE_MSG.documents)
    expect((await upload(token, '同意函.jpg', PDF)).msg).toBe('仅支持 PDF、DOCX 格式的文件')
    expect((await upload(token, '假的.pdf', [1, 2, 3, 4])).msg).toMatch(/不是有效的PDF文件/)
    const file = await upload(token, '补充协议.pdf', PDF)
    const sent = await call<ChangeDetail>('saveChange', token, {
      json: { ...again, documentIds: [file.data.fileId] },
    })
    expect(sent.data).toMatchObject({ status: 'review', documents: [{ fileName: '补充协议.pdf' }] })
    expect(sent.data.steps.map((s) => s.title)).toEqual([
      '创建申请',
      '提交申请',
      '托管审核',
      '变更生效',
    ])
    expect((await counts(token, userId)).T00043).toBe(2)
    // The upload is used now; a second request cannot take it.
    expect(
      (
        await call('saveChange', token, {
          json: { ...body, changeType: 'scope', documentIds: [file.data.fileId] },
        })
      ).msg,
    ).toBe(CHANGE_MSG.document)

    const returned = db.state.contractChanges.find(
      (c) => c.orgId === 'ORG001' && c.status === 'returned',
    )!
    const resend = {
      changeId: returned.changeId,
      contractId: returned.contractId,
      changeType: returned.changeType,
      content: returned.content,
      reason: returned.reason,
      documentIds: returned.documents.map((d) => d.fileId),
    }
    expect((await call('saveChange', token, { json: { ...resend, submit: false } })).msg).toBe(
      CHANGE_MSG.resubmit,
    )
    const resent = await call<ChangeDetail>('saveChange', token, {
      json: { ...resend, submit: true },
    })
    expect(resent.data.status).toBe('review')
    expect(resent.data.steps.map((s) => [s.title, s.state])).toEqual([
      ['创建申请', 'done'],
      ['提交申请', 'done'],
      ['托管审核', 'returned'],
      ['重新提交', 'done'],
      ['托管审核', 'current'],
      ['变更生效', 'todo'],
    ])
  })

  test('rules: an effective contract of the organisation, one open change per type, texts', async () => {
    const { token } = as('manager')
    const mine = db.state.contracts.filter((c) => c.orgId === 'ORG001')
    const effective = mine.find((c) => c.status === 'effective')!
    const base = {
      contractId: effective.contractId,
      changeType: 'duration',
      content: '延长',
      reason: '需要',
      documentIds: [],
      submit: false,
    }
    const msg = async (json: object) => (await call('saveChange', token, { json })).msg
    expect(
      await msg({ ...base, contractId: mine.find((c) => c.status === 'review')!.contractId }),
    ).toBe(CHANGE_MSG.contract)
    const theirs = db.state.contracts.find((c) => c.orgId === 'ORG002' && c.status === 'effective')!
    expect(await msg({ ...base, contractId: theirs.contractId })).toBe(CHANGE_MSG.contract)
    expect(await msg({ ...base, changeType: 'price' })).toBe(CHANGE_MSG.type)
    expect(await msg({ ...base, content: ' ' })).toBe(CHANGE_MSG.content)
    expect(await msg({ ...base, reason: 'x'.repeat(501) })).toBe(CHANGE_MSG.reason)
    const draft = db.state.contractChanges.find(
      (c) => c.orgId === 'ORG001' && c.status === 'draft',
    )!
    expect(await msg({ ...base, contractId: draft.contractId, changeType: draft.changeType })).toBe(
      CHANGE_MSG.busy,
    )
    const other = db.state.contractChanges.find((c) => c.orgId === 'ORG002')!
    expect((await call('changeDetail', token, { query: { changeId: other.changeId } })).msg).toBe(
      CONTRACT_MSG.gone,
    )
    expect(await msg({ ...base, changeId: other.changeId })).toBe(CONTRACT_MSG.gone)
    expect((await call('queryChanges', token, { query: { changeType: 'x' } })).msg).toBe(
      CHANGE_MSG.type,
    )
  })
})

describe('模板中心', () => {
  test('by category and keyword, newest first; a bad category fails; each file is a Word document', async () => {
    const { token, userId } = as('manager')
    const list = await call<PagedList<ContractTemplate>>('queryTemplates', token, {
      query: { category: 'contract' },
    })
    expect(list.data.list.map((t) => t.name)).toContain('基金合同模板')
    expect(list.data.list.every((t) => t.category === 'contract')).toBe(true)
    const dates = list.data.list.map((t) => t.updatedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const found = await call<PagedList<ContractTemplate>>('queryTemplates', token, {
      query: { keyWord: '印鉴' },
    })
    expect(found.data.list.map((t) => t.fileCode).sort()).toEqual(['TPL0003', 'TPL0007', 'TPL0008'])
    expect((await call('queryTemplates', token, { query: { category: 'x' } })).msg).toBe(
      TEMPLATE_MSG.category,
    )
    const file = await fetch(
      `http://localhost/ceres/api/downloadArchive?userId=${userId}&fileId=TPL0013&typeCode=200901`,
    )
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(bytes.length).toBe(list.data.list.find((t) => t.fileCode === 'TPL0013')!.size)
    const text = strFromU8(unzipSync(bytes)['word/document.xml']!)
    expect(text).toContain('私募股权投资基金合同模板')
    expect(text).toContain('第五章　基金的费用')
  })
})
