import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { CUSTODIAN_MSG } from '../handlers/custodian-common'
import { INSTRUCTION_MSG } from '../handlers/custodian-instruction-handlers'
import type { InstructionDetail, TransferInstruction } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { call } from './custodian-call'
import { counts, as } from './custodian-handlers-kit'

describe('划款指令', () => {
  test('待复核 first; 复核通过 sends it to the custodian and lowers T00009', async () => {
    const { token, userId } = as('manager')
    const list = await call<PagedList<TransferInstruction>>('queryInstructions', token, {
      query: { status: 'review', pageNo: 1, pageSize: 20 },
    })
    const waiting = list.body!.data.list
    expect(waiting.map((i) => i.amount >= 5_000_000)).toEqual([false, false, true])
    expect(await counts(token, userId)).toMatchObject({ T00009: 2, T00060: 1 })
    const [first] = waiting
    const done = await call<InstructionDetail>('reviewInstruction', token, {
      json: { instructionId: first!.instructionId, action: 'approve' },
    })
    expect(done.body!.data.status).toBe('custody')
    expect(done.body!.data.steps.map((s) => [s.title, s.state, s.actor])).toEqual([
      ['经办提交', 'done', first!.submitter],
      ['管理人复核', 'done', '王经理'],
      ['托管审核', 'current', undefined],
      ['划款执行', 'todo', undefined],
    ])
    expect(await counts(token, userId)).toMatchObject({ T00009: 1, T00060: 1 })
    const again = await call('reviewInstruction', token, {
      json: { instructionId: first!.instructionId, action: 'approve' },
    })
    expect(again.body!.msg).toBe(INSTRUCTION_MSG.done)
  })

  test('退回 needs a reason of at most 200 characters and shows it on the timeline', async () => {
    const { token, userId } = as('manager')
    const large = db.state.transferInstructions.find(
      (i) => i.orgId === 'ORG001' && i.amount >= 5e6,
    )!
    const send = (json: object) =>
      call<InstructionDetail>('reviewInstruction', token, {
        json: { instructionId: large.instructionId, ...json },
      })
    expect((await send({ action: 'return', reason: '  ' })).body!.msg).toBe(INSTRUCTION_MSG.reason)
    expect((await send({ action: 'return', reason: '长'.repeat(201) })).body!.msg).toBe(
      INSTRUCTION_MSG.reasonTooLong,
    )
    expect((await send({ action: 'cancel' })).body!.msg).toBe(INSTRUCTION_MSG.action)
    const returned = (await send({ action: 'return', reason: '收款人名称有误' })).body!.data
    expect(returned).toMatchObject({ status: 'returned', returnReason: '收款人名称有误' })
    expect(returned.steps[1]).toMatchObject({ state: 'returned', reason: '收款人名称有误' })
    expect((await counts(token, userId)).T00060).toBe(0)
    expect(db.state.doneItems.find((d) => d.id === large.instructionId)?.result).toBe('已退回')
  })

  test('another organisation’s instruction is not there; filters are checked', async () => {
    const { token } = as('admin')
    const theirs = db.state.transferInstructions.find((i) => i.orgId === 'ORG001')!
    const detail = await call('instructionDetail', token, {
      query: { instructionId: theirs.instructionId },
    })
    expect(detail.body!.msg).toBe(CUSTODIAN_MSG.gone)
    const bad = await call('queryInstructions', token, { query: { status: 'lost' } })
    expect(bad.body!.msg).toBe(CUSTODIAN_MSG.status)
    const sorted = await call<PagedList<TransferInstruction>>('queryInstructions', token, {
      query: { sort: '-amount', pageSize: 50 },
    })
    const amounts = sorted.body!.data.list.map((i) => i.amount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
  })
})
