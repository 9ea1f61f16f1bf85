import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { QUANT_MSG } from '../handlers/quantify-handlers'
import { QUANT_REMARK_MAX } from '@contract/quant-operation-rules'
import type { QuantTable, QuantTableDetail } from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import { call, counts, as } from './data-submission-handlers-kit'

describe('量化运行表', () => {
  test('submit checks every cell and closes T00057; a submitted table is read only', async () => {
    const { token, userId } = as('operator')
    const list = await call<PagedList<QuantTable>>('quant/list', token, { status: 'draft' })
    expect(list.data.total).toBe(2)
    const { tableId } = list.data.list[0]!
    const detail = await call<QuantTableDetail>('quant/detail', token, { tableId })
    const rows = detail.data.rows
    const blank = rows.findIndex((r) => r.positionSize === '')
    expect(blank).toBeGreaterThan(0)
    const refused = await call('quant/submit', token, {}, { tableId, rows })
    expect(refused.msg).toBe(`第 ${blank + 1} 行「持仓规模(万元)」：请填写持仓规模`)
    const filled = rows.map((r) => ({
      ...r,
      positionSize: r.positionSize || '12000.50',
      leverage: r.leverage || '1.2',
      turnover: r.turnover || '30',
      maxDrawdown: r.maxDrawdown || '2.5',
    }))
    const tooHigh = filled.map((r, i) => (i === 1 ? { ...r, leverage: '12' } : r))
    expect((await call('quant/submit', token, {}, { tableId, rows: tooHigh })).msg).toBe(
      '第 2 行「杠杆倍数」：杠杆倍数须在 0 至 10 之间',
    )
    const outside = filled.map((r, i) => (i === 0 ? { ...r, date: '2020-01-02' } : r))
    expect((await call('quant/submit', token, {}, { tableId, rows: outside })).msg).toMatch(
      /^第 1 行「日期」：日期须在\d{4}年\d{1,2}月内$/,
    )
    const done = await call<QuantTableDetail>('quant/submit', token, {}, { tableId, rows: filled })
    expect(done.data.status).toBe('submitted')
    expect(await counts(token, userId)).toMatchObject({ T00057: 1 })
    expect((await call('quant/save', token, {}, { tableId, rows: filled })).msg).toBe(
      QUANT_MSG.submitted,
    )
  })

  test('drafts keep cells as typed; bad rows, other organisations and duplicates are refused', async () => {
    const { token, userId } = as('operator')
    const draft = db.state.quantTables.find((t) => t.orgId === 'ORG001' && t.status === 'draft')!
    const rows = [
      {
        rowId: 'a',
        date: '',
        strategy: '',
        positionSize: 'abc',
        leverage: '',
        turnover: '',
        maxDrawdown: '',
        remark: '',
      },
    ]
    const saved = await call<QuantTableDetail>(
      'quant/save',
      token,
      {},
      { tableId: draft.tableId, rows },
    )
    expect(saved.data.rows).toEqual(rows)
    const dup = [...rows, rows[0]]
    expect((await call('quant/save', token, {}, { tableId: draft.tableId, rows: dup })).msg).toBe(
      QUANT_MSG.rows,
    )
    // 备注 has one limit, named by 保存草稿 as by the cell: 50.
    for (const length of [QUANT_REMARK_MAX + 1, 101, 10_000]) {
      const long = [{ ...rows[0], remark: 'x'.repeat(length) }]
      const refused = await call('quant/save', token, {}, { tableId: draft.tableId, rows: long })
      expect(refused.msg).toBe('备注不能超过 50 个字符')
    }
    const fits = [{ ...rows[0], remark: 'x'.repeat(QUANT_REMARK_MAX) }]
    expect(
      (await call('quant/save', token, {}, { tableId: draft.tableId, rows: fits })).status,
    ).toBe('success')
    const theirs = db.state.quantTables.find((t) => t.orgId === 'ORG002')!
    expect((await call('quant/detail', token, { tableId: theirs.tableId })).msg).toBe(
      QUANT_MSG.gone,
    )
    expect((await call('quant/save', token, {}, { tableId: theirs.tableId, rows })).msg).toBe(
      QUANT_MSG.gone,
    )
    const existing = db.state.quantTables.find((t) => t.orgId === 'ORG001')!
    const create = (body: unknown) => call<QuantTableDetail>('quant/create', token, {}, body)
    expect((await create({ fundCode: existing.fundCode, month: existing.month })).msg).toMatch(
      /的运行表已存在$/,
    )
    expect((await create({ fundCode: 'SXA003', month: '2026-11' })).msg).toBe(QUANT_MSG.fund)
    expect((await create({ fundCode: existing.fundCode, month: '2099-01' })).msg).toBe(
      QUANT_MSG.future,
    )
    expect((await create({ fundCode: existing.fundCode, month: '2026/1' })).msg).toBe(
      QUANT_MSG.month,
    )
    const before = (await counts(token, userId)).T00057!
    const fresh = await create({ fundCode: existing.fundCode, month: '2026-01' })
    expect(fresh.data).toMatchObject({ status: 'draft', month: '2026-01' })
    expect(fresh.data.rows[0]).toMatchObject({ date: '2026-01-05', positionSize: '' })
    expect((await counts(token, userId)).T00057).toBe(before + 1)
  })
})
