import { http } from 'msw'
import {
  ORDER_RETURN_REASON_MAX,
  RAISE_ORDER_STATUS_LABEL,
  type RaiseOrder,
  type RaiseOrderReview,
} from '@contract/api/sales'
import type { PagedList } from '@contract/api/paged-list'
import { SALES_AGENCIES } from '../db/sales-agencies'
import { beijingNow } from '../db/seed-custodian-time'
import {
  bodyOf,
  CUSTODIAN_MSG,
  dateRangeOf,
  fundFilterOf,
  pageOrFail,
  problemOf,
  readerOf,
  searchOf,
  sorted,
  sortOf,
  type Checked,
  type ParamReader,
  type SortState,
} from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import { blockerOf, findOrder, orderDetail, ordersOf, orderView } from './sales-orders'

/*
 * 募集订单 (docs/api.md "销售管理"): the organisation's 认购 and 申购 orders, newest first, by
 * fund, status, kind, channel, investor and order date; one with its timeline; and the
 * manager's review of a 待审核 one: 通过 (refused when the investor does not suit the fund or a
 * first investment is under 100万) or 退回 with a reason. Either closes its pending item.
 */

export const ORDER_MSG = {
  done: '该订单已处理，请刷新后查看',
  action: '审核操作有误',
  reason: '请填写退回原因',
  reasonTooLong: `退回原因不能超过${ORDER_RETURN_REASON_MAX}个字符`,
  kind: '业务类型有误',
  channel: '销售渠道有误',
  investor: '投资者名称不能超过 50 个字符',
} as const

const SORTS = ['orderTime', 'amount'] as const

interface OrderQuery {
  rows: RaiseOrder[]
}

function orderQueryOf(get: ParamReader, orgId: string): Checked<OrderQuery> {
  const fund = fundFilterOf(get, orgId)
  const range = dateRangeOf(get)
  const sort = sortOf(get, SORTS)
  const problem = [fund, range, sort].map(problemOf).find(Boolean)
  if (problem) return { problem }
  const [status, kind, channel, name] = ['status', 'businessType', 'channel', 'investorName'].map(
    get,
  )
  if (status && !Object.hasOwn(RAISE_ORDER_STATUS_LABEL, status)) {
    return { problem: CUSTODIAN_MSG.status }
  }
  if (kind && kind !== '认购' && kind !== '申购') return { problem: ORDER_MSG.kind }
  if (channel && !SALES_AGENCIES.some((a) => a.code === channel)) {
    return { problem: ORDER_MSG.channel }
  }
  if (name && name.length > 50) return { problem: ORDER_MSG.investor }
  const { from, to } = range as { from?: string; to?: string }
  const code = (fund as { fundCode?: string } | undefined)?.fundCode
  const rows = ordersOf(orgId)
    .filter(
      (o) =>
        (!code || o.fundCode === code) &&
        (!kind || o.businessType === kind) &&
        (!channel || o.channel === channel) &&
        (!from || o.orderTime.slice(0, 10) >= from) &&
        (!to || o.orderTime.slice(0, 10) <= to),
    )
    .map(orderView)
    .filter((o) => (!status || o.status === status) && (!name || o.investorName.includes(name)))
    .sort((a, b) => b.orderTime.localeCompare(a.orderTime))
  return { rows: sorted(rows, sort as SortState | undefined) }
}

registerExportSource('raise-orders', {
  pages: ['sales-manage/raise-order'],
  label: '销售管理-募集订单',
  headers: [
    '订单编号',
    '产品代码',
    '产品名称',
    '投资者',
    '业务类型',
    '销售渠道',
    '金额',
    '下单时间',
    '状态',
  ],
  widths: [16, 10, 34, 30, 10, 26, 16, 20, 10],
  rows: (orgId, params) => {
    const query = orderQueryOf(readerOf(params), orgId)
    if (problemOf(query)) return undefined
    return (query as OrderQuery).rows.map((o) => [
      o.orderId,
      o.fundCode,
      o.fundName,
      o.investorName,
      o.businessType,
      o.channelName,
      o.amount,
      o.orderTime,
      RAISE_ORDER_STATUS_LABEL[o.status],
    ])
  },
})

export const salesOrderHandlers = [
  http.post(
    api('/rest/sales/queryRaiseOrders'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const query = orderQueryOf(searchOf(request), org.orgId)
      const problem = problemOf(query)
      if (problem) return fail(problem)
      return ok<PagedList<RaiseOrder>>(paginate((query as OrderQuery).rows, paging.page))
    }),
  ),

  http.post(
    api('/rest/sales/raiseOrderDetail'),
    withAuth(({ request }, { org }) => {
      const order = findOrder(org.orgId, searchOf(request)('orderId'))
      return order ? ok(orderDetail(order)) : fail(CUSTODIAN_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/sales/reviewRaiseOrder'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<RaiseOrderReview>(request)
      if (!body) return fail(CUSTODIAN_MSG.badBody)
      const order = findOrder(org.orgId, body.orderId)
      if (!order) return fail(CUSTODIAN_MSG.gone)
      if ('confirmDate' in order || order.status !== 'pending') return fail(ORDER_MSG.done)
      if (body.action !== 'approve' && body.action !== 'return') return fail(ORDER_MSG.action)
      const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
      if (body.action === 'return' && !reason) return fail(ORDER_MSG.reason)
      if (Array.from(reason).length > ORDER_RETURN_REASON_MAX) {
        return fail(ORDER_MSG.reasonTooLong)
      }
      const blocker = body.action === 'approve' ? blockerOf(order) : undefined
      if (blocker) return fail(blocker)
      Object.assign(order, { reviewer: user.realName, reviewedAt: beijingNow() })
      if (body.action === 'approve') {
        order.status = 'approved'
        closePending(order.orderId, '已通过')
      } else {
        Object.assign(order, { status: 'returned', returnReason: reason })
        closePending(order.orderId, '已退回')
      }
      return ok(orderDetail(order))
    }),
  ),
]
