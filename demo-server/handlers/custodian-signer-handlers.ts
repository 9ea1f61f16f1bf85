import { http } from 'msw'
import {
  SIGNER_STATUS_LABEL,
  type SignerSave,
  type SignerStatus,
  type TransferSigner,
} from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import type { SignerRecord } from '../db/types'
import { bodyOf, CUSTODIAN_MSG, fundsOf, isDate, pageOrFail, searchOf } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import { PERSON_ID_NO_CHECKS, isMobile } from '@contract/validators'
import { badText, firstProblem, text } from './registration-checks'
import { badField, fieldOf, maskIdNo, maskMobile, revealAnswer } from './reveal'

/*
 * 划款授权 (docs/api.md "托管查询"): who may sign the organisation's payment instructions, for
 * which funds and up to what amounts. Add, edit and 停用 check every rule again; 确认 accepts a
 * signer the custodian registered, closing its pending item (transferAuthorityNum). A user whose
 * 划款授权 menu is locked may not use any of it. ID numbers and mobiles are answered masked; 查看
 * answers one in full and is logged, and an edit that leaves them empty keeps the stored ones.
 */

export const SIGNER_MSG = {
  name: '请填写姓名（2–20 个字符）',
  idType: '证件类型有误',
  idNo: '证件号码格式不正确',
  mobile: '请输入正确的手机号',
  funds: '请选择授权产品',
  fund: '授权产品不存在或不属于本机构',
  single: '单笔限额须大于 0',
  tooLarge: '限额不能超过 100 亿元',
  daily: '日累计限额不能小于单笔限额',
  validDate: '有效期日期格式不正确',
  validRange: '有效期结束日不能早于开始日',
  duplicate: '该证件号码已登记为授权人',
  pending: '待确认的授权人请先确认',
  disabled: '已停用的授权人不能修改',
  alreadyDisabled: '该授权人已停用',
  notPending: '该授权人无需确认',
} as const

const LIMIT_MAX = 10_000_000_000
const today = () => beijingNow().slice(0, 10)

const statusOf = (r: SignerRecord): SignerStatus =>
  r.status === 'active' && r.validTo < today() ? 'expired' : r.status

function view(r: SignerRecord): TransferSigner {
  const { orgId: _o, registeredBy: _r, ...rest } = r
  const names = new Map(fundsOf(r.orgId).map((f) => [f.fundCode, f.fundName]))
  return {
    ...rest,
    idNo: maskIdNo(r.idNo),
    mobile: maskMobile(r.mobile),
    fundNames: r.fundCodes.map((c) => names.get(c) ?? c),
    status: statusOf(r),
  }
}

const findMine = (orgId: string, id: unknown) =>
  db.state.transferSigners.find((r) => r.orgId === orgId && r.signerId === id)

/** An edit answered masked values: an ID number or mobile left empty keeps the stored one. */
const keepUnsent = (body: Partial<SignerSave>, self: SignerRecord): Partial<SignerSave> => ({
  ...body,
  idNo: text(body.idNo) || self.idNo,
  mobile: text(body.mobile) || self.mobile,
})

const isLimit = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0

function problemOf(body: Partial<SignerSave>, orgId: string, self?: SignerRecord) {
  const idType = text(body.idType)
  const idNo = text(body.idNo).toUpperCase()
  const codes = Array.isArray(body.fundCodes) ? body.fundCodes : []
  const mine = new Set(fundsOf(orgId).map((f) => f.fundCode))
  const { singleLimit: single, dailyLimit: daily } = body
  const from = text(body.validFrom)
  const to = text(body.validTo)
  const taken = db.state.transferSigners.some(
    (r) => r !== self && r.orgId === orgId && r.status !== 'disabled' && r.idNo === idNo,
  )
  return firstProblem([
    [badText(text(body.name), 20, 2), SIGNER_MSG.name],
    [!Object.hasOwn(PERSON_ID_NO_CHECKS, idType), SIGNER_MSG.idType],
    [
      Object.hasOwn(PERSON_ID_NO_CHECKS, idType) && !PERSON_ID_NO_CHECKS[idType]!(idNo),
      SIGNER_MSG.idNo,
    ],
    [!isMobile(text(body.mobile)), SIGNER_MSG.mobile],
    [codes.length === 0, SIGNER_MSG.funds],
    [codes.some((c) => typeof c !== 'string' || !mine.has(c)), SIGNER_MSG.fund],
    [!isLimit(single), SIGNER_MSG.single],
    [!isLimit(daily), SIGNER_MSG.single],
    [Number(single) > LIMIT_MAX || Number(daily) > LIMIT_MAX, SIGNER_MSG.tooLarge],
    [Number(daily) < Number(single), SIGNER_MSG.daily],
    [!isDate(from) || !isDate(to), SIGNER_MSG.validDate],
    [to < from, SIGNER_MSG.validRange],
    [taken, SIGNER_MSG.duplicate],
  ])
}

export const custodianSignerHandlers = [
  http.post(
    api('/rest/custodian/querySigners'),
    withAuth(({ request }, auth) => {
      const get = searchOf(request)
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const status = get('status')
      if (status && !Object.hasOwn(SIGNER_STATUS_LABEL, status)) return fail(CUSTODIAN_MSG.status)
      const name = get('name') ?? ''
      const rows = db.state.transferSigners
        .filter((r) => r.orgId === auth.org.orgId && r.name.includes(name))
        .map(view)
        .filter((s) => !status || s.status === status)
      return ok<PagedList<TransferSigner>>(paginate(rows, paging.page))
    }),
  ),

  http.post(
    api('/rest/custodian/saveSigner'),
    withAuth(async ({ request }, auth) => {
      const sent = await bodyOf<SignerSave>(request)
      if (!sent) return fail(CUSTODIAN_MSG.badBody)
      const orgId = auth.org.orgId
      const self = sent.signerId === undefined ? undefined : findMine(orgId, sent.signerId)
      if (sent.signerId !== undefined && !self) return fail(CUSTODIAN_MSG.gone)
      const body = self ? keepUnsent(sent, self) : sent
      if (self?.status === 'pending') return fail(SIGNER_MSG.pending)
      if (self?.status === 'disabled') return fail(SIGNER_MSG.disabled)
      const problem = problemOf(body, orgId, self)
      if (problem) return fail(problem)
      const fields = {
        name: text(body.name),
        idType: text(body.idType),
        idNo: text(body.idNo).toUpperCase(),
        mobile: text(body.mobile),
        fundCodes: [...new Set(body.fundCodes as string[])],
        singleLimit: body.singleLimit as number,
        dailyLimit: body.dailyLimit as number,
        validFrom: text(body.validFrom),
        validTo: text(body.validTo),
      }
      if (self) return ok(view(Object.assign(self, fields)))
      const count = db.state.transferSigners.filter((r) => r.orgId === orgId).length
      const record: SignerRecord = {
        signerId: `SQ${orgId.slice(-1)}${String(count + 1).padStart(3, '0')}${Date.now().toString(36).slice(-4).toUpperCase()}`,
        orgId,
        ...fields,
        status: 'active',
        registeredBy: auth.user.realName,
      }
      db.state.transferSigners.push(record)
      return ok(view(record))
    }),
  ),

  http.post(
    api('/rest/custodian/revealSigner'),
    withAuth(({ request }, auth) => {
      const get = searchOf(request)
      const record = findMine(auth.org.orgId, get('signerId'))
      if (!record) return fail(CUSTODIAN_MSG.gone)
      const field = fieldOf(get('field'), ['idNo', 'mobile'])
      if (!field) return badField()
      return revealAnswer(auth, `signer:${record.signerId}`, field, record[field])
    }),
  ),

  http.post(
    api('/rest/custodian/disableSigner'),
    withAuth(({ request }, auth) => {
      const record = findMine(auth.org.orgId, searchOf(request)('signerId'))
      if (!record) return fail(CUSTODIAN_MSG.gone)
      if (record.status === 'pending') return fail(SIGNER_MSG.pending)
      if (record.status === 'disabled') return fail(SIGNER_MSG.alreadyDisabled)
      record.status = 'disabled'
      return ok(view(record))
    }),
  ),

  http.post(
    api('/rest/custodian/confirmSigner'),
    withAuth(({ request }, auth) => {
      const record = findMine(auth.org.orgId, searchOf(request)('signerId'))
      if (!record) return fail(CUSTODIAN_MSG.gone)
      if (record.status !== 'pending') return fail(SIGNER_MSG.notPending)
      record.status = 'active'
      closePending(record.signerId, '已确认')
      return ok(view(record))
    }),
  ),
]
