import { http, HttpResponse } from 'msw'
import {
  FUND_CONTRACT_TYPES,
  type FundContractDoc,
  type FundContractType,
} from '@contract/api/fund-contract'
import { db } from '../db/db'
import { contractDocsOf, type ContractDocSpec } from '../db/fund-contracts'
import { api, fail, ok, withAuth } from './http'
import { fundMatches, pageOfRows, readList, sortRows, withinDays } from './list-query'
import { pdfFile } from './pdf-file'

/*
 * 产品合同 (docs/api.md "产品管理"): the session organisation's contract documents, filtered,
 * sorted by effective date and paged; each document's PDF to preview or download. Another
 * organisation's document is answered as missing.
 */

export const FUND_CONTRACT_MSG = {
  docType: '文件类型不正确',
  gone: '合同文件不存在或已删除',
} as const

const TYPES = Object.keys(FUND_CONTRACT_TYPES) as FundContractType[]

function contractPdf(doc: ContractDocSpec, orgName: string): Uint8Array {
  const type = FUND_CONTRACT_TYPES[doc.docType]
  return pdfFile(`${doc.fundName}${type}`, [
    `产品代码：${doc.fundCode}`,
    `文件类型：${type}，版本：V${doc.version}，生效日期：${doc.effectiveDate}`,
    `基金管理人：${orgName}`,
    '基金托管人：资产托管部',
    doc.docType === 'risk'
      ? '投资者应充分了解私募基金的投资风险，基金管理人不保证基金财产一定盈利，也不保证最低收益。'
      : '本文件经各方签署后生效，各方应按照约定履行各自的权利义务，未尽事宜以法律法规及监管规定为准。',
    '（演示文件）',
  ])
}

/** Sizes by docId and organisation: each PDF is built once to measure it. */
const sizes = new Map<string, number>()
const sizeOf = (doc: ContractDocSpec, orgName: string) => {
  const key = `${doc.docId}:${orgName}`
  let size = sizes.get(key)
  if (size === undefined) sizes.set(key, (size = contractPdf(doc, orgName).length))
  return size
}

const docsOfOrg = (orgId: string) =>
  db.state.funds
    .filter((f) => f.orgId === orgId)
    .sort((a, b) => a.fundCode.localeCompare(b.fundCode))
    .flatMap(contractDocsOf)

export const fundContractHandlers = [
  http.post(
    api('/rest/product/queryContractList'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        fund: p.text('fund'),
        docType: p.oneOf('docType', TYPES, FUND_CONTRACT_MSG.docType),
        effective: p.range('effectiveFrom', 'effectiveTo'),
        sort: p.sort(['effectiveDate']),
      }))
      if (typeof query === 'string') return fail(query)
      const docs = docsOfOrg(org.orgId).filter(
        (d) =>
          fundMatches(query.fund, d) &&
          (!query.docType || d.docType === query.docType) &&
          withinDays(d.effectiveDate, query.effective),
      )
      const sorted = sortRows(docs, query.sort && ((d) => d.effectiveDate), query.sort?.desc)
      const page = pageOfRows(params, sorted)
      if (typeof page === 'string') return fail(page)
      const list = page.list.map<FundContractDoc>((d) => ({ ...d, size: sizeOf(d, org.orgName) }))
      return ok({ ...page, list })
    }),
  ),

  http.get(
    api('/rest/product/contractFile/:docId'),
    withAuth(({ params }, { org }) => {
      const doc = docsOfOrg(org.orgId).find((d) => d.docId === params.docId)
      if (!doc) return fail(FUND_CONTRACT_MSG.gone, 404)
      return new HttpResponse(contractPdf(doc, org.orgName), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
        },
      })
    }),
  ),
]
