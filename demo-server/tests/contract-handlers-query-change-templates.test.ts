import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { CHANGE_MSG } from '../handlers/contract-change-handlers'
import { CONTRACT_MSG } from '../handlers/contract-common'
import { TEMPLATE_MSG } from '../handlers/contract-template-handlers'
import type {
  ChangeDetail,
  ContractDetail,
  ContractRow,
  ContractTemplate,
} from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { callJson } from './api'
import { call, counts, as } from './contract-handlers-kit'

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
  return (await callJson<{ fileId: string }>('/rest/contract/upload', { token, body: form })).body
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
