import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { ACCOUNT_OPEN_MSG } from '../handlers/custodian-account-open-handlers'
import { CUSTODIAN_MSG } from '../handlers/custodian-common'
import { SIGNER_MSG } from '../handlers/custodian-signer-handlers'
import { AGREEMENT_MSG } from '../handlers/custodian-agreement-handlers'
import type {
  AccountOpenDetail,
  SignerSave,
  TransferSigner,
  TripartiteAgreement,
} from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { call } from './custodian-call'
import { counts, as, upload, PDF } from './custodian-handlers-kit'

describe('账户开立', () => {
  test('completing a 待提交 application submits it and lowers fiduciaryAccountNum1', async () => {
    const { token, userId } = as('operator')
    const draft = db.state.accountOpenApplications.find(
      (a) => a.orgId === 'ORG001' && a.kind === 'custody' && a.status === 'draft',
    )!
    expect((await counts(token, userId)).fiduciaryAccountNum1).toBe(1)
    const file = await upload(token, '预留印鉴卡.pdf', PDF)
    const body = {
      applyId: draft.applyId,
      kind: 'custody',
      fundCode: draft.fundCode,
      institution: draft.institution,
      contactName: '刘晓燕',
      contactMobile: '13905310001',
      documentIds: [draft.documents[0]!.fileId, file.data.fileId],
    }
    const sent = await call<AccountOpenDetail>('submitAccountOpen', token, { json: body })
    expect(sent.body!.data.status).toBe('auditing')
    expect(sent.body!.data.documents.map((d) => d.fileName)).toEqual([
      '托管户开户申请书.pdf',
      '预留印鉴卡.pdf',
    ])
    expect(sent.body!.data.steps.map((s) => s.state)).toEqual(['done', 'current', 'todo'])
    expect((await counts(token, userId)).fiduciaryAccountNum1).toBe(0)
    const twice = await call('submitAccountOpen', token, { json: body })
    expect(twice.body!.msg).toBe(ACCOUNT_OPEN_MSG.submitted)
  })

  test('a new application: every rule, and a used upload cannot be sent again', async () => {
    const { token } = as('operator')
    const file = await upload(token, '申请表.pdf', PDF)
    const good = {
      kind: 'securities',
      fundCode: 'SXA010',
      institution: '上海证券交易所',
      contactName: '陈思远',
      contactMobile: '13905310009',
      documentIds: [file.data.fileId],
    }
    const send = (json: object) => call<AccountOpenDetail>('submitAccountOpen', token, { json })
    for (const [change, msg] of [
      [{ kind: 'bank' }, ACCOUNT_OPEN_MSG.kind],
      [{ fundCode: 'SXB001' }, CUSTODIAN_MSG.fund],
      [{ institution: '招商银行济南分行' }, ACCOUNT_OPEN_MSG.institution],
      [{ contactName: '陈' }, ACCOUNT_OPEN_MSG.contact],
      [{ contactMobile: '2390531' }, ACCOUNT_OPEN_MSG.mobile],
      [{ documentIds: [] }, ACCOUNT_OPEN_MSG.documents],
      [{ documentIds: ['CUNOPE'] }, ACCOUNT_OPEN_MSG.document],
      [{ fundCode: 'SXA001' }, ACCOUNT_OPEN_MSG.busy('securities')],
    ] as const) {
      expect((await send({ ...good, ...change })).body!.msg).toBe(msg)
    }
    const created = (await send(good)).body!.data
    expect(created).toMatchObject({ status: 'auditing', fundCode: 'SXA010', kind: 'securities' })
    expect((await send({ ...good, fundCode: 'SXA011' })).body!.msg).toBe(ACCOUNT_OPEN_MSG.document)
  })

  test('uploads: PDF, JPG or PNG whose bytes match', async () => {
    const { token } = as('operator')
    expect((await upload(token, '说明.docx', PDF)).msg).toBe('仅支持 PDF、JPG、PNG 格式的文件')
    expect((await upload(token, '假的.pdf', [1, 2, 3, 4])).msg).toBe(
      '文件内容不是有效的PDF文件，请检查后重新上传',
    )
    expect((await upload(token, '空.pdf', [])).msg).toBe('文件为空，请重新选择')
  })
})

const signer = (change: Partial<SignerSave> = {}): SignerSave => ({
  name: '钱多多',
  idType: '0',
  idNo: '370102198503120011',
  mobile: '13905311234',
  fundCodes: ['SXC004'],
  singleLimit: 1_000_000,
  dailyLimit: 3_000_000,
  validFrom: '2026-12-01',
  validTo: '2027-11-30',
  ...change,
})

describe('划款授权', () => {
  test('add and edit check every rule', async () => {
    const { token } = as('admin')
    const save = (json: object) => call<TransferSigner>('saveSigner', token, { json })
    for (const [change, msg] of [
      [{ name: '钱' }, SIGNER_MSG.name],
      [{ idNo: '370102198503120012' }, SIGNER_MSG.idNo],
      [{ mobile: '1390531' }, SIGNER_MSG.mobile],
      [{ fundCodes: [] }, SIGNER_MSG.funds],
      [{ fundCodes: ['SXA004'] }, SIGNER_MSG.fund],
      [{ singleLimit: 0 }, SIGNER_MSG.single],
      [{ dailyLimit: 999_999 }, SIGNER_MSG.daily],
      [{ validTo: '2026-11-30' }, SIGNER_MSG.validRange],
    ] as const) {
      expect((await save({ ...signer(), ...change })).body!.msg).toBe(msg)
    }
    const added = (await save(signer())).body!.data
    expect(added).toMatchObject({ status: 'active', fundNames: [expect.stringMatching(/^泰山/)] })
    expect((await save(signer({ name: '钱二' }))).body!.msg).toBe(SIGNER_MSG.duplicate)
    const edited = await save({ ...signer({ dailyLimit: 5_000_000 }), signerId: added.signerId })
    expect(edited.body!.data.dailyLimit).toBe(5_000_000)
    const off = await call<TransferSigner>('disableSigner', token, {
      query: { signerId: added.signerId },
    })
    expect(off.body!.data.status).toBe('disabled')
  })

  test('确认 a pending signer lowers transferAuthorityNum; a locked user is refused', async () => {
    const { token, userId } = as('admin')
    const list = await call<PagedList<TransferSigner>>('querySigners', token, {
      query: { status: 'pending' },
    })
    const [pending] = list.body!.data.list
    expect((await counts(token, userId)).transferAuthorityNum).toBe(1)
    const done = await call<TransferSigner>('confirmSigner', token, {
      query: { signerId: pending!.signerId },
    })
    expect(done.body!.data.status).toBe('active')
    expect((await counts(token, userId)).transferAuthorityNum).toBe(0)
    const again = await call('confirmSigner', token, { query: { signerId: pending!.signerId } })
    expect(again.body!.msg).toBe(SIGNER_MSG.notPending)
    const manager = as('manager')
    expect((await call('querySigners', manager.token)).status).toBe(403)
    expect((await call('saveSigner', manager.token, { json: signer() })).status).toBe(403)
  })
})

describe('三方协议', () => {
  test('确认签署 lowers T00014; the agreement downloads as a PDF', async () => {
    const { token, userId } = as('admin')
    const list = await call<PagedList<TripartiteAgreement>>('queryAgreements', token, {
      query: { pageSize: 10 },
    })
    const waiting = list.body!.data.list.filter((a) => a.status === 'pending')
    expect(waiting).toHaveLength(2)
    expect(list.body!.data.list[0]!.status).toBe('pending')
    expect((await counts(token, userId)).T00014).toBe(2)
    const signed = await call<TripartiteAgreement>('signAgreement', token, {
      query: { agreementId: waiting[0]!.agreementId },
    })
    expect(signed.body!.data).toMatchObject({ status: 'signed', signedDate: expect.any(String) })
    expect((await counts(token, userId)).T00014).toBe(1)
    const again = await call('signAgreement', token, {
      query: { agreementId: waiting[0]!.agreementId },
    })
    expect(again.body!.msg).toBe(AGREEMENT_MSG.signed)
    const file = await call('agreementFile', token, {
      method: 'GET',
      query: { agreementId: waiting[1]!.agreementId },
    })
    expect(file.response.headers.get('Content-Type')).toBe('application/pdf')
    const bytes = new Uint8Array(await file.response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  })
})
