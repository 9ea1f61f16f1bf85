import type { SendKind } from '@contract/api/valuation'
import type { FundContactRecord, FundRecord } from './types'

/*
 * Who 估值核对's mails go to: the fund's contacts who receive that notice (联系人维护's 估值表
 * or 净值), and always the organisation's operations mailbox.
 */

export const ORG_MAILBOXES: Readonly<Record<string, string>> = {
  ORG001: 'yunying@quancheng-pe.example.com',
  ORG002: 'ops@qilu-am.example.com',
  ORG003: 'ops@taishan-inv.example.com',
}

const NOTICE_OF: Readonly<Record<SendKind, string>> = {
  table: '估值表',
  nav: '净值',
  series: '净值',
}

export function recipientsOf(
  kind: SendKind,
  fund: FundRecord,
  contacts: readonly FundContactRecord[],
): string[] {
  const notice = NOTICE_OF[kind]
  const own = contacts
    .filter((c) => c.fundCode === fund.fundCode && c.orgId === fund.orgId)
    .filter((c) => (c.notices as readonly string[]).includes(notice))
    .map((c) => c.email)
  const mailbox = ORG_MAILBOXES[fund.orgId] ?? 'ops@example.com'
  return [...new Set([...own, mailbox])]
}

/** Why a seeded send failed. */
export const SEND_FAILURES = [
  '邮件服务器连接超时，未能投递',
  '收件方邮箱已满，邮件被退回',
  '附件超过收件方邮箱的大小限制',
] as const
