import type {
  Seal,
  SealFace,
  SignDocPages,
  SignDocument,
  SignRecord,
} from '@contract/api/e-signature'
import { db } from '../db/db'
import { docPagesOf } from '../db/e-sign-text'
import type { SealRecord, SignDocRecord } from '../db/types'

/*
 * What the 电子签约 endpoints share (docs/api.md "电子签约"): their refusals and the views of
 * documents, signed records and seals. A record is only ever found within the session's
 * organisation.
 */

export const ESIGN_MSG = {
  badBody: '请求格式有误',
  gone: '文件不存在或已删除',
  signed: '该文件已签署，请刷新后查看',
  notSigned: '该文件尚未签署',
  noSeal: '请选择印章',
  sealGone: '印章不存在或已删除',
  sealDisabled: '该印章已停用，不能用于签署',
  sealPending: '该印章尚未审核启用，不能用于签署',
  sealNotAuthorised: '您未被授权使用该印章',
  noPlacement: '请先在文件页面上放置印章',
  badPlacement: '印章位置有误，请重新放置',
  noCode: '请输入短信验证码',
  notSent: '请先获取短信验证码',
  expired: '短信验证码已过期，请重新获取',
  wrongCode: '短信验证码错误，请重新输入',
  tooMany: '短信验证码错误次数过多，请重新获取',
  docType: '文件类型有误',
  source: '文件来源有误',
  sealType: '印章类型有误',
  status: '印章状态有误',
  users: '授权用户不存在或不属于本机构',
  action: '操作类型有误',
  alreadyEnabled: '该印章已启用',
  alreadyDisabled: '该印章已停用',
  pendingFirst: '待审核的印章请先审核启用',
} as const

export const fundNameOf = (fundCode: string) =>
  db.state.funds.find((f) => f.fundCode === fundCode)?.fundName ?? fundCode

export const orgNameOf = (orgId: string) =>
  db.state.orgs.find((o) => o.orgId === orgId)?.orgName ?? orgId

export const findDoc = (orgId: string, docId: unknown) =>
  db.state.signDocs.find((d) => d.orgId === orgId && d.docId === docId)

export const findSeal = (orgId: string, sealId: unknown) =>
  db.state.seals.find((s) => s.orgId === orgId && s.sealId === sealId)

export function docView(d: SignDocRecord): SignDocument {
  const fundName = fundNameOf(d.fundCode)
  const { docId, docNo, docType, fundCode, source, initiator, initiatedAt, deadline, pages } = d
  return {
    docId,
    docNo,
    docType,
    title: `${fundName}${d.docName}`,
    fundCode,
    fundName,
    source,
    initiator,
    initiatedAt,
    deadline,
    pages,
    status: d.status,
  }
}

export const faceOf = (s: SealRecord): SealFace => ({
  sealType: s.sealType,
  text: s.text,
  label: s.label,
})

/** A signed document as 签署记录 shows it (undefined while it waits). */
export function recordView(d: SignDocRecord): SignRecord | undefined {
  if (!d.signed) return undefined
  const seal = db.state.seals.find((s) => s.sealId === d.signed?.sealId)
  const { signer, sealId, page, x, y, signedAt } = d.signed
  return {
    ...docView(d),
    signer,
    sealId,
    sealName: seal?.sealName ?? '',
    sealType: seal?.sealType ?? 'official',
    page,
    x,
    y,
    signedAt,
  }
}

export function sealView(s: SealRecord): Seal {
  const { orgId: _o, userIds, text, label, ...rest } = s
  const users = userIds.flatMap((id) => {
    const u = db.state.users.find((x) => x.userId === id && x.orgIds.includes(s.orgId))
    return u ? [{ userId: u.userId, realName: u.realName, userName: u.userName }] : []
  })
  return { ...rest, text, label, users }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const BLANK_DATE = '　　　　年　　月　　日'

/** The document's pages as HTML: headings, paragraphs and, on the last, the parties. */
export function pagesView(d: SignDocRecord): SignDocPages {
  const view = docView(d)
  const names = { fund: view.fundName, code: d.fundCode, org: orgNameOf(d.orgId) }
  const date = d.signed ? d.signed.signedAt.slice(0, 10) : BLANK_DATE
  const pages = docPagesOf(d.docType, names).map((text, i) => {
    const head =
      i === 0
        ? `<h2>${escape(view.title)}</h2><p class="doc-no">文件编号：${escape(d.docNo)}</p>`
        : ''
    const body = text.clauses
      .map(([heading, ...paragraphs]) =>
        [heading ? `<h3>${escape(heading)}</h3>` : '']
          .concat(paragraphs.map((p) => `<p>${escape(p)}</p>`))
          .join(''),
      )
      .join('')
    const parties = text.parties.length
      ? `<div class="doc-parties">${text.parties
          .concat(`签署日期：${date}`)
          .map((p) => `<p>${escape(p)}</p>`)
          .join('')}</div>`
      : ''
    return { page: i + 1, html: head + body + parties }
  })
  return { docId: d.docId, title: view.title, pages }
}
