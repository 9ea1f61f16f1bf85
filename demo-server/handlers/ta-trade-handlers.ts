import { http } from 'msw'
import type { PagedList } from '@contract/api/paged-list'
import {
  TRADE_TYPE_LABEL,
  type TradeApplyRow,
  type TradeConfirmRow,
} from '@contract/api/transfer-agent'
import { pageOrFail, readerOf, searchOf } from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { TA_MSG } from './ta-common'
import { applyDetail, applyRows, confirmRows } from './ta-trade-rows'

/* 交易申请 and 交易确认 (docs/api.md "登记过户"): lists, an application's detail, an export. */

registerExportSource('ta-trade-confirms', {
  pages: ['transfer-agent/trade-confirm'],
  label: '登记过户-交易确认',
  headers: [
    '确认日期',
    '确认单号',
    '申请单号',
    '产品代码',
    '产品名称',
    '投资者',
    '业务类型',
    '净值日期',
    '单位净值',
    '确认份额',
    '确认金额',
    '手续费',
    '交收金额',
  ],
  widths: [12, 20, 20, 10, 30, 28, 10, 12, 10, 16, 16, 12, 16],
  rows: (orgId, params) => {
    const rows = confirmRows(orgId, readerOf(params))
    if (typeof rows === 'string') return undefined
    return rows.map((r) => [
      r.confirmDate,
      r.confirmNo,
      r.applyNo ?? '',
      r.fundCode,
      r.fundName,
      r.investorName,
      TRADE_TYPE_LABEL[r.tradeType],
      r.navDate,
      r.unitNav,
      r.confirmShares,
      r.confirmAmount,
      r.fee,
      r.settleAmount,
    ])
  },
})

export const taTradeHandlers = [
  http.post(
    api('/rest/ta/queryTradeApplies'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = applyRows(org.orgId, searchOf(request))
      if (typeof rows === 'string') return fail(rows)
      return ok<PagedList<TradeApplyRow>>(paginate(rows, paging.page))
    }),
  ),

  http.post(
    api('/rest/ta/queryTradeApplyDetail'),
    withAuth(({ request }, { org }) => {
      const applyNo = searchOf(request)('applyNo') ?? ''
      const detail = applyDetail(org.orgId, applyNo)
      return detail ? ok(detail) : fail(TA_MSG.apply)
    }),
  ),

  http.post(
    api('/rest/ta/queryTradeConfirms'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = confirmRows(org.orgId, searchOf(request))
      if (typeof rows === 'string') return fail(rows)
      return ok<PagedList<TradeConfirmRow>>(paginate(rows, paging.page))
    }),
  ),
]
