import { fromAuthored } from './authored-dates'
import type { PayChangeStatus } from '@contract/api/pay-account-change'
import type { PayAccountChangeTables, PayChangeRecord } from './pay-account-change-types'
import { payAccountOf, paysFromAccount } from './pay-accounts'
import { digitsOf, hashText } from './random'
import type { FundRecord } from './types'

/*
 * 付款账户变更 requests in every status (待审核, 已通过, 已退回, 已撤回), oldest first: the
 * custodian's review is simulated by the seed (a request submitted in the demo stays 待审核).
 * An approved request makes its new account the fund's paying account, so each request's
 * old account is what the fund paid from at the time. Times move to the seed day by whole
 * weeks (authored-dates.ts).
 */

interface Plan {
  orgId: string
  /** Which of the organisation's eligible funds, in fund code order. */
  fund: number
  status: PayChangeStatus
  submittedAt: string
  /** When the custodian (or the submitter, for 已撤回) acted. */
  actedAt?: string
  returnReason?: string
  reason: string
}

const BANKS = [
  '中国建设银行济南分行',
  '交通银行山东省分行',
  '中国银行济南高新支行',
  '浦发银行济南分行',
]
const REVIEWER = '资产托管部 孙敏'
const SUBMITTERS: Record<string, [userId: string, name: string]> = {
  ORG001: ['U1001', '王经理'],
  ORG002: ['U1001', '王经理'],
  ORG003: ['U1002', '张管理员'],
}

const PLANS: Plan[] = [
  {
    orgId: 'ORG001',
    fund: 0,
    status: 'approved',
    submittedAt: '2026-03-10 09:42:13',
    actedAt: '2026-03-11 15:20:05',
    reason: '原付款账户所在支行撤并，改由分行营业部账户付款',
  },
  {
    orgId: 'ORG001',
    fund: 1,
    status: 'returned',
    submittedAt: '2026-05-06 10:15:37',
    actedAt: '2026-05-07 11:02:48',
    returnReason: '证明材料未加盖管理人公章，请补充后重新提交',
    reason: '统一费用支付账户，便于对账',
  },
  {
    orgId: 'ORG001',
    fund: 1,
    status: 'approved',
    submittedAt: '2026-05-08 14:30:00',
    actedAt: '2026-05-09 10:12:31',
    reason: '统一费用支付账户，便于对账（补充盖章材料后重新提交）',
  },
  {
    orgId: 'ORG001',
    fund: 2,
    status: 'withdrawn',
    submittedAt: '2026-06-18 16:05:22',
    actedAt: '2026-06-19 09:01:10',
    reason: '赎回款支付账户调整',
  },
  {
    orgId: 'ORG001',
    fund: 4,
    status: 'approved',
    submittedAt: '2026-08-03 09:30:45',
    actedAt: '2026-08-04 14:45:19',
    reason: '管理费收取账户变更，付款账户同步调整',
  },
  {
    orgId: 'ORG001',
    fund: 6,
    status: 'returned',
    submittedAt: '2026-09-22 13:48:02',
    actedAt: '2026-09-23 10:30:56',
    returnReason: '新账户名称与开户证明不一致，请核对后重新提交',
    reason: '原账户年费较高，更换付款银行',
  },
  {
    orgId: 'ORG001',
    fund: 3,
    status: 'pending',
    submittedAt: '2026-11-18 10:21:09',
    reason: '原付款账户拟销户，变更至新开立的专用账户',
  },
  {
    orgId: 'ORG001',
    fund: 5,
    status: 'pending',
    submittedAt: '2026-11-20 15:36:44',
    reason: '根据补充协议约定变更付款账户',
  },
  {
    orgId: 'ORG002',
    fund: 0,
    status: 'approved',
    submittedAt: '2026-04-14 10:00:12',
    actedAt: '2026-04-15 16:20:40',
    reason: '原付款账户所在支行撤并',
  },
  {
    orgId: 'ORG002',
    fund: 2,
    status: 'returned',
    submittedAt: '2026-10-09 09:12:55',
    actedAt: '2026-10-10 11:40:03',
    returnReason: '新账号有误，请核对开户证明',
    reason: '统一费用支付账户',
  },
  {
    orgId: 'ORG002',
    fund: 1,
    status: 'pending',
    submittedAt: '2026-11-19 14:08:31',
    reason: '变更至新开立的费用支付专户',
  },
  {
    orgId: 'ORG003',
    fund: 0,
    status: 'approved',
    submittedAt: '2026-07-01 09:05:00',
    actedAt: '2026-07-02 10:10:10',
    reason: '原付款账户拟销户',
  },
  {
    orgId: 'ORG003',
    fund: 1,
    status: 'withdrawn',
    submittedAt: '2026-10-27 11:11:11',
    actedAt: '2026-10-27 15:30:00',
    reason: '赎回款支付账户调整',
  },
]

export function seedPayAccountChanges(funds: readonly FundRecord[]): PayAccountChangeTables {
  const changes: PayChangeRecord[] = []
  PLANS.forEach((plan, n) => {
    const fund = funds
      .filter((f) => f.orgId === plan.orgId && paysFromAccount(f))
      .sort((a, b) => a.fundCode.localeCompare(b.fundCode))[plan.fund]
    if (!fund) return
    const seed = hashText(`${fund.fundCode}:pay:${n}`)
    const [userId, submittedBy] = SUBMITTERS[plan.orgId] ?? ['U1001', '王经理']
    const acted = plan.actedAt ? fromAuthored(plan.actedAt) : ''
    const submittedAt = fromAuthored(plan.submittedAt)
    changes.push({
      id: `PAC${submittedAt.replace(/\D/g, '').slice(0, 8)}${String(n + 1).padStart(3, '0')}`,
      orgId: plan.orgId,
      userId,
      submittedBy,
      fundCode: fund.fundCode,
      fundName: fund.fundName,
      oldAccount: payAccountOf(fund, changes),
      newAccount: {
        accountName: fund.fundName,
        accountNo: `6${digitsOf(seed, 18)}`,
        bankName: BANKS[seed % BANKS.length] ?? '中国建设银行济南分行',
      },
      reason: plan.reason,
      proofFiles: [
        { fileId: `PAU-SEED-${n + 1}`, fileName: '付款账户变更申请函.pdf', size: 245_760 },
      ],
      status: plan.status,
      submittedAt,
      ...(plan.status === 'approved' || plan.status === 'returned'
        ? { reviewedAt: acted, reviewer: REVIEWER }
        : {}),
      ...(plan.returnReason ? { returnReason: plan.returnReason } : {}),
      ...(plan.status === 'withdrawn' ? { withdrawnAt: acted, withdrawnBy: submittedBy } : {}),
    })
  })
  return { payAccountChanges: changes, payAccountUploads: {} }
}
