import { http, HttpResponse } from 'msw'
import {
  CONTRACT_STATUS_LABEL,
  type ChangeableContract,
  type ContractRow,
  type ContractStatus,
} from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { fundContractBlocks } from '../db/contract-texts'
import { db } from '../db/db'
import type { ContractRecord } from '../db/types'
import { DOCX_TYPE, writeDocx } from '../docx/docx-writer'
import { CONTRACT_MSG, now } from './contract-common'
import { contractDetail, contractFill, contractRow, statusText } from './contract-records'
import { searchOf } from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { pageOfRows, readList, sortRows, withinDays, type ListParams } from './list-query'
import { closePending } from './pending'

/*
 * 合同查询 (docs/api.md "合同管理"): the organisation's contracts (待管理人确认 first, then the
 * newest), filtered by fund, status and submission date; one with its timeline; 确认 of one
 * awaiting the manager (T00049 drops) and its text as a Word document. 合同变更 asks for the
 * contracts a change may be requested for.
 */

const STATUSES = Object.keys(CONTRACT_STATUS_LABEL) as ContractStatus[]

const findMine = (orgId: string, id: unknown) =>
  db.state.contracts.find((c) => c.orgId === orgId && c.contractId === id)

function contractsOf(orgId: string, params: ListParams): ContractRecord[] | string {
  const query = readList(params, (p) => ({
    fund: p.text('fund'),
    status: p.oneOf('status', STATUSES, CONTRACT_MSG.status),
    submitted: p.range('beginDate', 'endDate'),
    sort: p.sort(['submittedAt', 'updatedAt']),
  }))
  if (typeof query === 'string') return query
  const words = query.fund?.toLowerCase()
  const rows = db.state.contracts.filter(
    (c) =>
      c.orgId === orgId &&
      (!words ||
        c.fundName.toLowerCase().includes(words) ||
        c.contractId.toLowerCase().includes(words) ||
        (c.fundCode ?? '').toLowerCase().includes(words)) &&
      (!query.status || c.status === query.status) &&
      withinDays(c.submittedAt, query.submitted),
  )
  if (query.sort) {
    const field = query.sort.field as 'submittedAt' | 'updatedAt'
    return sortRows(rows, (c) => c[field], query.sort.desc)
  }
  const newest = sortRows(rows, (c) => c.submittedAt, true)
  return [
    ...newest.filter((c) => c.status === 'confirm'),
    ...newest.filter((c) => c.status !== 'confirm'),
  ]
}

registerExportSource('contracts', {
  pages: ['contract-manage/contract-query'],
  label: '合同管理-合同查询',
  headers: [
    '合同编号',
    '产品名称',
    '产品代码',
    '基金类型',
    '合同模板',
    '状态',
    '提交时间',
    '生效日期',
  ],
  widths: [18, 36, 12, 18, 24, 14, 20, 12],
  rows: (orgId, params) => {
    const rows = contractsOf(orgId, params)
    if (typeof rows === 'string') return undefined
    return rows.map((c) => [
      c.contractId,
      c.fundName,
      c.fundCode ?? '',
      c.fundType,
      c.templateName,
      statusText(c.status),
      c.submittedAt,
      c.effectiveDate ?? '',
    ])
  },
})

export const contractQueryHandlers = [
  http.post(
    api('/rest/contract/queryContracts'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const rows = contractsOf(org.orgId, params)
      if (typeof rows === 'string') return fail(rows)
      const page = pageOfRows(params, rows)
      if (typeof page === 'string') return fail(page)
      return ok<PagedList<ContractRow>>({ ...page, list: page.list.map(contractRow) })
    }),
  ),

  http.post(
    api('/rest/contract/contractDetail'),
    withAuth(({ request }, { org }) => {
      const contract = findMine(org.orgId, searchOf(request)('contractId'))
      return contract ? ok(contractDetail(contract)) : fail(CONTRACT_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/contract/confirmContract'),
    withAuth(({ request }, { org, user }) => {
      const contract = findMine(org.orgId, searchOf(request)('contractId'))
      if (!contract) return fail(CONTRACT_MSG.gone)
      if (contract.status !== 'confirm') return fail(CONTRACT_MSG.notConfirmable)
      const at = now()
      Object.assign(contract, {
        status: 'signing',
        confirmedAt: at,
        confirmedBy: user.realName,
        updatedAt: at,
      })
      closePending(contract.contractId, '已确认')
      return ok(contractDetail(contract))
    }),
  ),

  http.get(
    api('/rest/contract/contractFile'),
    withAuth(({ request }, { org }) => {
      const contract = findMine(org.orgId, searchOf(request)('contractId'))
      if (!contract) return fail(CONTRACT_MSG.gone, 404)
      const title = `${contract.fundName}基金合同`
      const bytes = writeDocx(title, fundContractBlocks(contract.fundType, contractFill(contract)))
      const fileName = `${title}_${contract.contractId}.docx`
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': DOCX_TYPE,
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        },
      })
    }),
  ),

  http.post(
    api('/rest/contract/changeableContracts'),
    withAuth((_, { org }) =>
      ok<ChangeableContract[]>(
        db.state.contracts
          .filter((c) => c.orgId === org.orgId && c.status === 'effective')
          .map((c) => ({ contractId: c.contractId, fundName: c.fundName })),
      ),
    ),
  ),
]
