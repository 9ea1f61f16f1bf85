import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { CHECK_MSG } from '../handlers/contract-checks'
import { CONTRACT_MSG } from '../handlers/contract-common'
import type { ContractDetail, DraftDetail } from '@contract/api/contract-manage'
import { call, counts, as, complete } from './contract-handlers-kit'

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
