import { http, HttpResponse } from 'msw'
import {
  CONTACT_NOTICES,
  CONTACT_ROLES,
  type ContactNotice,
  type FundContact,
  type FundContactInput,
  type FundContract,
} from '@contract/api/fund-query'
import { db } from '../db/db'
import { contractsOf } from '../db/fund-figures'
import type { FundContactRecord, FundRecord } from '../db/types'
import { stamp } from './deliver-message'
import { FUND_MSG, ownFund } from './fund-list'
import { api, fail, ok, withAuth } from './http'
import { pdfFile } from './pdf-file'
import { badField, fieldOf, maskMobile, revealAnswer } from './reveal'

/*
 * A fund's 相关合同 (its contract documents, with a PDF each) and its contacts (联系人维护):
 * only the session organisation's funds (docs/api.md "产品查询"). A contact's mobile is answered
 * masked; 查看 answers it in full and is logged.
 */

export const CONTACT_MSG = {
  name: '请输入联系人姓名',
  nameTooLong: '联系人姓名不能超过20个字符',
  role: '请选择联系人角色',
  mobile: '请输入正确的11位手机号码',
  email: '请输入正确的邮箱地址',
  notices: '接收通知类型有误',
  duplicate: '该手机号已是本产品的联系人',
  tooMany: '每个产品最多维护20位联系人',
  gone: '联系人不存在或已删除',
  badBody: '联系人信息格式不正确',
  fileGone: '合同文件不存在',
}

const MOBILE = /^1[3-9]\d{9}$/
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
const MAX_CONTACTS = 20

const contractPdf = (fund: FundRecord, c: Omit<FundContract, 'size'>) =>
  pdfFile(`${fund.fundName}${c.docType}`, [
    `产品代码：${fund.fundCode}`,
    `文件类型：${c.docType}`,
    `签署日期：${c.signDate || '待签署'}`,
    '本文件为演示文件，内容不构成任何法律文件或投资建议。',
  ])

const contractsWithSize = (fund: FundRecord): FundContract[] =>
  contractsOf(fund).map((c) => ({ ...c, size: contractPdf(fund, c).length }))

const view = ({ orgId: _, ...contact }: FundContactRecord): FundContact => ({
  ...contact,
  mobile: maskMobile(contact.mobile),
})

/** The body checked field by field; the first problem is the answer. */
function checkInput(body: unknown): FundContactInput | string {
  if (typeof body !== 'object' || body === null) return CONTACT_MSG.badBody
  const b = body as Record<string, unknown>
  const text = (key: string) => (typeof b[key] === 'string' ? (b[key] as string).trim() : '')
  const name = text('name')
  if (!name) return CONTACT_MSG.name
  if ([...name].length > 20) return CONTACT_MSG.nameTooLong
  const role = text('role')
  if (!(CONTACT_ROLES as readonly string[]).includes(role)) return CONTACT_MSG.role
  const contactId = text('contactId') || undefined
  // An edit may leave the (masked) mobile empty: the stored one is kept.
  const mobile = text('mobile')
  if (!(contactId && !mobile) && !MOBILE.test(mobile)) return CONTACT_MSG.mobile
  const email = text('email')
  if (email.length > 100 || !EMAIL.test(email)) return CONTACT_MSG.email
  const notices = b.notices
  if (
    !Array.isArray(notices) ||
    notices.some((n) => !(CONTACT_NOTICES as readonly string[]).includes(n as string))
  )
    return CONTACT_MSG.notices
  return {
    contactId,
    fundCode: text('fundCode'),
    name,
    role: role as FundContactInput['role'],
    mobile,
    email,
    // The notices in their usual order, once each.
    notices: CONTACT_NOTICES.filter((n) => notices.includes(n)) as ContactNotice[],
  }
}

const contactsOf = (fundCode: string) =>
  db.state.fundContacts.filter((c) => c.fundCode === fundCode)

function nextContactId() {
  const max = db.state.fundContacts.reduce((m, c) => Math.max(m, Number(c.contactId.slice(2))), 0)
  return `FC${String(max + 1).padStart(4, '0')}`
}

const query = (request: Request) => new URL(request.url).searchParams

export const fundContactHandlers = [
  http.post(
    api('/rest/fund/queryFundContracts'),
    withAuth(({ request }, { org }) => {
      const code = query(request).get('fundCode')?.trim()
      if (!code) return fail(FUND_MSG.noCode)
      const fund = ownFund(org.orgId, code)
      return fund ? ok(contractsWithSize(fund)) : fail(FUND_MSG.notFound)
    }),
  ),
  http.get(
    api('/rest/fund/contractFile'),
    withAuth(({ request }, { org }) => {
      const params = query(request)
      const fund = ownFund(org.orgId, params.get('fundCode'))
      const contract = fund && contractsOf(fund).find((c) => c.fileId === params.get('fileId'))
      if (!fund || !contract) return fail(CONTACT_MSG.fileGone, 404)
      return new HttpResponse(contractPdf(fund, contract), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(contract.fileName)}`,
        },
      })
    }),
  ),
  http.post(
    api('/rest/fund/queryFundContacts'),
    withAuth(({ request }, { org }) => {
      const code = query(request).get('fundCode')?.trim()
      if (!code) return fail(FUND_MSG.noCode)
      if (!ownFund(org.orgId, code)) return fail(FUND_MSG.notFound)
      return ok(contactsOf(code).map(view))
    }),
  ),
  http.post(
    api('/rest/fund/saveFundContact'),
    withAuth(async ({ request }, { org }) => {
      const input = checkInput(await request.json().catch(() => undefined))
      if (typeof input === 'string') return fail(input)
      if (!ownFund(org.orgId, input.fundCode)) return fail(FUND_MSG.notFound)
      const siblings = contactsOf(input.fundCode)
      const existing = input.contactId
        ? siblings.find((c) => c.contactId === input.contactId)
        : undefined
      if (input.contactId && !existing) return fail(CONTACT_MSG.gone)
      if (existing && !input.mobile) input.mobile = existing.mobile
      if (siblings.some((c) => c.mobile === input.mobile && c.contactId !== input.contactId))
        return fail(CONTACT_MSG.duplicate)
      if (!existing && siblings.length >= MAX_CONTACTS) return fail(CONTACT_MSG.tooMany)
      const record: FundContactRecord = {
        ...input,
        contactId: existing?.contactId ?? nextContactId(),
        orgId: org.orgId,
        updatedAt: stamp(new Date()),
      }
      db.state.fundContacts = existing
        ? db.state.fundContacts.map((c) => (c === existing ? record : c))
        : [...db.state.fundContacts, record]
      return ok(view(record))
    }),
  ),
  http.post(
    api('/rest/fund/revealFundContact'),
    withAuth(({ request }, auth) => {
      const params = query(request)
      const id = params.get('contactId')
      const contact = db.state.fundContacts.find(
        (c) => c.contactId === id && c.orgId === auth.org.orgId,
      )
      if (!contact) return fail(CONTACT_MSG.gone)
      const field = fieldOf(params.get('field'), ['mobile'])
      if (!field) return badField()
      return revealAnswer(auth, `fund-contact:${contact.contactId}`, field, contact.mobile)
    }),
  ),
  http.post(
    api('/rest/fund/deleteFundContact'),
    withAuth(({ request }, { org }) => {
      const id = query(request).get('contactId')
      const contact = db.state.fundContacts.find((c) => c.contactId === id && c.orgId === org.orgId)
      if (!contact) return fail(CONTACT_MSG.gone)
      db.state.fundContacts = db.state.fundContacts.filter((c) => c !== contact)
      return ok(null)
    }),
  ),
]
