import { describe, expect, test } from 'vitest'
import { VALUATION_MSG } from '../handlers/valuation-report-common'
import { EMAIL_MSG } from '../handlers/valuation-email-handlers'
import { VOUCHER_MSG } from '../handlers/valuation-voucher-handlers'
import type { PagedList } from '@contract/api/paged-list'
import type {
  EmailRecipientType,
  VoucherDetail,
  VoucherPage,
  VoucherSendRecord,
} from '@contract/api/valuation-reports'
import { call, counts, as, cents } from './valuation-report-handlers-kit'

describe('凭证 and their sends', () => {
  test('a voucher balances; 发送 needs good addresses, closes T00055 and is recorded', async () => {
    const { token, userId } = as('manager')
    const pending = await call<VoucherPage>('queryVouchers', token, {
      sendStatus: 'pending',
      pageNo: 1,
      pageSize: 50,
    })
    const held = pending.data.list
    expect(held.length).toBe((await counts(token, userId)).T00055)
    const detail = (
      await call<VoucherDetail>('voucherDetail', token, { voucherId: held[0]!.voucherId })
    ).data
    const sum = (k: 'debit' | 'credit') => detail.lines.reduce((s, l) => s + cents(l[k]), 0)
    expect(sum('debit')).toBe(sum('credit'))
    expect(cents(detail.debitTotal)).toBe(sum('credit'))
    const ids = held.map((v) => v.voucherId)
    const bad = await call(
      'sendVouchers',
      token,
      {},
      { voucherIds: ids, typeIds: [], extraRecipients: ['a@b.cn', 'wrong@'] },
    )
    expect(bad.msg).toBe('邮箱地址格式不正确：wrong@')
    const none = await call('sendVouchers', token, {}, { voucherIds: ids, typeIds: [] })
    expect(none.msg).toBe(VOUCHER_MSG.noRecipients)
    const foreign = await call(
      'sendVouchers',
      token,
      {},
      { voucherIds: ['SXC004-20260105-1'], typeIds: ['ET101'] },
    )
    expect(foreign.msg).toBe(VOUCHER_MSG.voucher)
    const sent = await call<VoucherSendRecord[]>(
      'sendVouchers',
      token,
      {},
      {
        voucherIds: ids,
        typeIds: ['ET103'],
        extraRecipients: ['auditor@qlcpa.cn'],
      },
    )
    expect(sent.data.map((r) => r.recipientTypes)).toEqual([
      '外包服务商、其他收件人',
      '外包服务商、其他收件人',
    ])
    expect((await counts(token, userId)).T00055).toBe(0)
    const records = await call<PagedList<VoucherSendRecord>>('queryVoucherRecords', token, {
      mode: 'manual',
      pageNo: 1,
      pageSize: 10,
    })
    expect(records.data.total).toBe(2)
    expect(records.data.list[0]!.recipients).toContain('auditor@qlcpa.cn')
  })

  test('重发 a failed daily batch makes a new record and marks the old one', async () => {
    const { token } = as('manager')
    const failed = await call<PagedList<VoucherSendRecord>>('queryVoucherRecords', token, {
      result: 'failed',
      pageNo: 1,
      pageSize: 10,
    })
    const old = failed.data.list[0]!
    expect(old.failReason).toBeTruthy()
    const again = await call<VoucherSendRecord>('resendVoucherRecord', token, {
      recordId: old.recordId,
    })
    expect(again.data).toMatchObject({
      result: 'success',
      resendOf: old.recordId,
      sender: '王经理',
    })
    const after = await call<PagedList<VoucherSendRecord>>('queryVoucherRecords', token, {
      result: 'failed',
      pageNo: 1,
      pageSize: 10,
    })
    expect(after.data.list.find((r) => r.recordId === old.recordId)?.resentBy).toBe(
      again.data.recordId,
    )
    const { token: other } = as('admin')
    expect((await call('resendVoucherRecord', other, { recordId: old.recordId })).msg).toBe(
      VALUATION_MSG.gone,
    )
  })
})

describe('发送配置', () => {
  test('every address is checked server-side; a save persists; delete removes it', async () => {
    const { token } = as('manager')
    const list = await call<PagedList<EmailRecipientType>>('queryEmailTypes', token, {
      pageNo: 1,
      pageSize: 20,
    })
    expect(list.data.list.map((t) => t.name)).toEqual([
      '管理人运营',
      '投资经理',
      '外包服务商',
      '监管报送',
      '审计机构',
    ])
    const type = list.data.list[0]!
    const save = (change: object) =>
      call<EmailRecipientType>('saveEmailType', token, {}, { ...type, ...change })
    expect((await save({ recipients: ['ok@a.cn', 'bad@@a.cn', 'no-at.cn'] })).msg).toBe(
      '邮箱地址格式不正确：bad@@a.cn、no-at.cn',
    )
    expect((await save({ recipients: ['ok@a.cn', 'OK@a.cn'] })).msg).toBe(
      EMAIL_MSG.duplicate('OK@a.cn'),
    )
    expect((await save({ recipients: [] })).msg).toBe(EMAIL_MSG.noRecipients)
    expect((await save({ reportTypes: [] })).msg).toBe(EMAIL_MSG.reportTypes)
    expect((await save({ frequency: 'hourly' })).msg).toBe(EMAIL_MSG.frequency)
    expect((await save({ name: '投资经理' })).msg).toBe(EMAIL_MSG.nameTaken)
    const saved = await save({ recipients: ['new.ops@quanchengpe.com.cn'], frequency: 'weekly' })
    expect(saved.data).toMatchObject({
      recipients: ['new.ops@quanchengpe.com.cn'],
      frequency: 'weekly',
      updatedBy: '王经理',
    })
    const read = await call<EmailRecipientType>('emailTypeDetail', token, { typeId: type.typeId })
    expect(read.data.frequency).toBe('weekly')
    const { typeId: _t, ...fresh } = type
    const added = await call<EmailRecipientType>(
      'saveEmailType',
      token,
      {},
      { ...fresh, name: '托管行' },
    )
    expect(added.data.typeId).toBe('ET106')
    await call('deleteEmailType', token, { typeId: added.data.typeId })
    expect((await call('emailTypeDetail', token, { typeId: added.data.typeId })).msg).toBe(
      VALUATION_MSG.gone,
    )
    const { token: other } = as('admin')
    expect((await call('emailTypeDetail', other, { typeId: type.typeId })).msg).toBe(
      VALUATION_MSG.gone,
    )
    expect((await call('deleteEmailType', other, { typeId: type.typeId })).msg).toBe(
      VALUATION_MSG.gone,
    )
  })
})
