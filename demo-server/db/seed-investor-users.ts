import { fromAuthored } from './authored-dates'
import { digitsOf, hashText, seededRandom } from './random'
import { idCard, isoOf, later } from './seed-custodian-time'
import { taInvestorsOf } from './ta-investors'
import type {
  InvestorAccountAuditRecord,
  InvestorRecord,
  InvestorResetAuditRecord,
  InvestorUserRecord,
  InvestorUserTables,
  PendingItemRecord,
} from './types'

/*
 * 投资者用户管理's demo data: the five investors of /reset-password keep their accounts and
 * passwords; each organisation's first 36 other investors of the TA register (ta-investors.ts,
 * the people 投资者查询 lists) have online accounts too; account audits and
 * password-reset audits in every status. A 待审核 audit holds a pending item (its id is the
 * audit's), so the menu's badge counts them.
 */

const ORGS = ['ORG001', 'ORG002', 'ORG003'] as const
const PER_ORG = 36
/** 待审核 ones per organisation: [account audits, password resets]. */
const WAITING: Record<string, [number, number]> = {
  ORG001: [2, 1],
  ORG002: [1, 1],
  ORG003: [1, 1],
}
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾'
const GIVEN = [
  '建华',
  '晓燕',
  '志强',
  '丽娟',
  '文博',
  '雅琴',
  '国栋',
  '海燕',
  '明轩',
  '思雨',
  '子涵',
  '俊杰',
  '秀英',
  '宏伟',
  '佳怡',
  '振宇',
]
const FIRMS = [
  '济南泉盈投资合伙企业（有限合伙）',
  '青岛海润资产管理有限公司',
  '烟台东升实业有限公司',
  '潍坊鸿泰投资合伙企业（有限合伙）',
  '淄博华信控股有限公司',
  '临沂金诚投资合伙企业（有限合伙）',
  '威海蓝海创业投资有限公司',
  '日照港湾投资合伙企业（有限合伙）',
  '泰安岱宗实业有限公司',
  '济宁运河投资合伙企业（有限合伙）',
  '德州天衢资产管理有限公司',
  '聊城水城投资合伙企业（有限合伙）',
]
const REGIONS = ['370102', '370202', '370602', '370703', '370303', '371302']
const RISK = ['C2', 'C3', 'C3', 'C4', 'C4', 'C5']
const OPEN_CHANNELS = ['线上开户', '线上开户', '柜台开户']
const RESET_REASONS = ['忘记登录密码', '密码连续输错已锁定', '更换手机后无法登录', '密码疑似泄露']
const RETURN_REASONS = [
  '身份证件影像不清晰，请重新上传正反面照片',
  '风险测评问卷未签字，请补充签字页',
  '预留手机号与证件登记信息不一致，请核实后重新申请',
]
export const AUDIT_TEAM_ACTOR = '张管理员'

/** `day` days after the accounts' first day, 27 weeks before the week of the seed day. */
const stampOf = (day: number, minutes: number) =>
  later(fromAuthored('2025-01-06 09:00:00', undefined, '2025-07-16'), day * 24 * 60 + minutes)

function personOf(orgId: string, i: number, random: () => number) {
  const institution = i % 6 === 5
  const name = institution
    ? FIRMS[(i < 100 ? Math.floor(i / 6) : 6 + i - 100) % FIRMS.length]!
    : `${SURNAMES[Math.floor(random() * SURNAMES.length)]}${GIVEN[Math.floor(random() * GIVEN.length)]}`
  const seed = hashText(`${orgId}-${i}`)
  const year = 1960 + Math.floor(random() * 40)
  const birth = `${year}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}`
  return {
    userName: name,
    certificatesType: institution ? '4' : '0',
    certificatesNum: institution
      ? `91370${digitsOf(seed, 4)}MA${digitsOf(seed + 1, 5)}X${i % 10}`
      : idCard(`${REGIONS[i % REGIONS.length]}${birth}${digitsOf(seed, 3)}`),
    mobile: `13${5 + (i % 4)}${digitsOf(seed + 2, 8)}`,
  }
}

function seedOrg(orgId: string) {
  const random = seededRandom(hashText(`investor-users-${orgId}`))
  const n = ORGS.indexOf(orgId as (typeof ORGS)[number]) + 1
  const investors: InvestorRecord[] = []
  const users: InvestorUserRecord[] = []
  const accountAudits: InvestorAccountAuditRecord[] = []
  const resetAudits: InvestorResetAuditRecord[] = []
  const [waitingOpen, waitingReset] = WAITING[orgId] ?? [0, 0]
  let auditNo = 0
  const auditId = (prefix: string) => `${prefix}${n}${String((auditNo += 1)).padStart(4, '0')}`
  // The register's investors (登记过户's 投资者查询) who opened an online account.
  const registered = taInvestorsOf(orgId).filter((inv) => !inv.investorId.startsWith('INV'))
  for (let i = 0; i < PER_ORG; i += 1) {
    const member = registered[i]!
    const person = {
      userName: member.investorName,
      certificatesType: member.certType,
      certificatesNum: member.certNo,
      mobile: member.mobile,
    }
    const investorId = member.investorId
    const openedAt = stampOf(i * 4, 30 + ((i * 37) % 400))
    investors.push({
      investorId,
      ...person,
      accounts: [{ orgId, password: `Inv${digitsOf(hashText(investorId), 6)}` }],
    })
    users.push({
      investorId,
      orgId,
      status: i % 11 === 7 ? 'frozen' : i % 13 === 12 ? 'closed' : 'normal',
      riskLevel: member.riskLevel,
      openChannel: OPEN_CHANNELS[i % OPEN_CHANNELS.length]!,
      openedAt,
      lastLoginAt: i % 5 === 4 ? undefined : later(openedAt, 60 * 24 * (20 + (i % 30))),
    })
    // The newest accounts came through 开户审核 here.
    if (i >= PER_ORG - 6) {
      const submittedAt = later(openedAt, -(90 + i * 7))
      accountAudits.push({
        auditId: auditId('KH'),
        orgId,
        ...person,
        riskLevel: member.riskLevel,
        channel: OPEN_CHANNELS[i % OPEN_CHANNELS.length]!,
        documents: documentsOf(person.certificatesType),
        submittedAt,
        status: 'approved',
        handler: AUDIT_TEAM_ACTOR,
        handledAt: openedAt,
        investorId,
      })
    }
  }
  // Applicants still waiting, and ones sent back.
  for (let k = 0; k < waitingOpen + RETURN_REASONS.length; k += 1) {
    const person = personOf(orgId, 100 + k, random)
    const waiting = k < waitingOpen
    const submittedAt = stampOf(150 + k * 3, 60 + k * 53)
    accountAudits.push({
      auditId: auditId('KH'),
      orgId,
      ...person,
      riskLevel: RISK[k % RISK.length]!,
      channel: OPEN_CHANNELS[k % OPEN_CHANNELS.length]!,
      documents: documentsOf(person.certificatesType),
      submittedAt,
      status: waiting ? 'pending' : 'returned',
      ...(!waiting && {
        handler: AUDIT_TEAM_ACTOR,
        handledAt: later(submittedAt, 125),
        returnReason: RETURN_REASONS[(k - waitingOpen) % RETURN_REASONS.length],
      }),
    })
  }
  // Password resets: of normal accounts, 待审核 ones newest.
  const normal = users.filter((u) => u.status === 'normal')
  const resets = waitingReset + 7
  for (let k = 0; k < resets; k += 1) {
    const user = normal[(k * 5) % normal.length]!
    const waiting = k >= resets - waitingReset
    const returned = !waiting && k % 4 === 1
    const submittedAt = stampOf(100 + k * 8, 90 + k * 41)
    resetAudits.push({
      auditId: auditId('CZ'),
      orgId,
      investorId: user.investorId,
      channel: k % 3 === 2 ? 'counter' : 'online',
      applyReason: RESET_REASONS[k % RESET_REASONS.length]!,
      submittedAt,
      status: waiting ? 'pending' : returned ? 'returned' : 'approved',
      ...(!waiting && { handler: AUDIT_TEAM_ACTOR, handledAt: later(submittedAt, 48) }),
      ...(returned && { returnReason: '申请人身份核验未通过，请携带有效证件至柜台办理' }),
    })
  }
  return { investors, users, accountAudits, resetAudits }
}

function documentsOf(certificatesType: string) {
  return certificatesType === '4'
    ? ['营业执照副本.pdf', '法定代表人身份证明.pdf', '风险测评问卷.pdf', '合格投资者承诺函.pdf']
    : ['身份证正反面.jpg', '风险测评问卷.pdf', '合格投资者承诺函.pdf']
}

/** The /reset-password investors' accounts, opened long before the generated ones. */
function existingUsers(base: readonly InvestorRecord[]): InvestorUserRecord[] {
  return base.flatMap((investor, i) =>
    investor.accounts.map((a) => ({
      investorId: investor.investorId,
      orgId: a.orgId,
      status: 'normal' as const,
      riskLevel: RISK[(i + 2) % RISK.length]!,
      openChannel: '柜台开户',
      openedAt: stampOf(-300 + i * 17, 120),
      lastLoginAt: stampOf(140 + i, 600),
    })),
  )
}

export function seedInvestorUsers(base: readonly InvestorRecord[]) {
  const orgs = ORGS.map(seedOrg)
  const tables: InvestorUserTables & { investors: InvestorRecord[] } = {
    investors: [...base, ...orgs.flatMap((o) => o.investors)],
    investorUsers: [...existingUsers(base), ...orgs.flatMap((o) => o.users)],
    investorAccountAudits: orgs.flatMap((o) => o.accountAudits),
    investorResetAudits: orgs.flatMap((o) => o.resetAudits),
  }
  return tables
}

/** A 待审核 audit's pending item: the badge of 投资者用户管理 counts these. */
export function investorAuditPendingItems(tables: ReturnType<typeof seedInvestorUsers>) {
  const nameOf = (id: string) => tables.investors.find((i) => i.investorId === id)?.userName
  const items: PendingItemRecord[] = [
    ...tables.investorAccountAudits
      .filter((a) => a.status === 'pending')
      .map((a) => ({
        id: a.auditId,
        todoKey: 'investorAccountAuditNum',
        orgId: a.orgId,
        title: `${a.userName} 投资者开户审核`,
        createdAt: isoOf(a.submittedAt),
      })),
    ...tables.investorResetAudits
      .filter((a) => a.status === 'pending')
      .map((a) => ({
        id: a.auditId,
        todoKey: 'investorPasswordResetNum',
        orgId: a.orgId,
        title: `${nameOf(a.investorId) ?? ''} 投资者密码重置审核`,
        createdAt: isoOf(a.submittedAt),
      })),
  ]
  return items
}
