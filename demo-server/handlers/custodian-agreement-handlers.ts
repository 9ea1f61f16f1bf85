import { http, HttpResponse } from 'msw'
import { AGREEMENT_STATUS_LABEL, type TripartiteAgreement } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import type { AgreementRecord } from '../db/types'
import { CUSTODIAN_MSG, fundFilterOf, pageOrFail, problemOf, searchOf } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { pdfFile } from './pdf-file'
import { closePending } from './pending'

/*
 * 三方协议 (docs/api.md "托管查询"): each fund's agreements with its broker and futures firm,
 * waiting ones first; the agreement as a PDF; 确认签署 of a waiting one closes its pending item
 * (T00014 for a broker, T00064 for a futures firm).
 */

export const AGREEMENT_MSG = { signed: '该协议已签署' } as const

const TYPE_NAME = { broker: '证券公司', futures: '期货公司' } as const

const view = ({ orgId: _o, ...agreement }: AgreementRecord): TripartiteAgreement => agreement

const findMine = (orgId: string, id: unknown) =>
  db.state.tripartiteAgreements.find((r) => r.orgId === orgId && r.agreementId === id)

export const agreementFileName = (r: TripartiteAgreement) => `三方协议_${r.agreementNo}.pdf`

function agreementPdf(r: AgreementRecord, orgName: string) {
  const party = TYPE_NAME[r.counterpartyType]
  return pdfFile(`${r.fundName}${party}三方协议`, [
    `协议编号：${r.agreementNo}`,
    `甲方（管理人）：${orgName}，代表${r.fundName}`,
    `乙方（托管人）：托管人`,
    `丙方（${party}）：${r.counterparty}`,
    `产品账户：${r.accountNo}`,
    `三方约定：丙方为产品开立的${r.counterpartyType === 'futures' ? '期货' : '证券'}账户由乙方监督，资金划转须经乙方复核。`,
    r.signedDate ? `签署日期：${r.signedDate}` : '状态：待签署',
    '（演示文件）',
  ])
}

export const custodianAgreementHandlers = [
  http.post(
    api('/rest/custodian/queryAgreements'),
    withAuth(({ request }, { org }) => {
      const get = searchOf(request)
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const fund = fundFilterOf(get, org.orgId)
      if (problemOf(fund)) return fail(problemOf(fund) as string)
      const status = get('status')
      const type = get('counterpartyType')
      if (
        (status && !Object.hasOwn(AGREEMENT_STATUS_LABEL, status)) ||
        (type && !Object.hasOwn(TYPE_NAME, type))
      ) {
        return fail(CUSTODIAN_MSG.status)
      }
      const code = (fund as { fundCode?: string } | undefined)?.fundCode
      const rows = db.state.tripartiteAgreements
        .filter(
          (r) =>
            r.orgId === org.orgId &&
            (!code || r.fundCode === code) &&
            (!status || r.status === status) &&
            (!type || r.counterpartyType === type),
        )
        .sort(
          (a, b) =>
            Number(b.status === 'pending') - Number(a.status === 'pending') ||
            b.createdDate.localeCompare(a.createdDate),
        )
      const page = paginate(rows, paging.page)
      return ok<PagedList<TripartiteAgreement>>({ ...page, list: page.list.map(view) })
    }),
  ),

  http.post(
    api('/rest/custodian/signAgreement'),
    withAuth(({ request }, { org }) => {
      const record = findMine(org.orgId, searchOf(request)('agreementId'))
      if (!record) return fail(CUSTODIAN_MSG.gone)
      if (record.status === 'signed') return fail(AGREEMENT_MSG.signed)
      record.status = 'signed'
      record.signedDate = beijingNow().slice(0, 10)
      closePending(record.agreementId, '已签署')
      return ok(view(record))
    }),
  ),

  http.get(
    api('/rest/custodian/agreementFile'),
    withAuth(({ request }, { org }) => {
      const record = findMine(org.orgId, searchOf(request)('agreementId'))
      if (!record) return fail(CUSTODIAN_MSG.gone)
      const name = encodeURIComponent(agreementFileName(record))
      return new HttpResponse(agreementPdf(record, org.orgName), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="agreement.pdf"; filename*=UTF-8''${name}`,
        },
      })
    }),
  ),
]
