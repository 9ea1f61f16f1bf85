import { navSeriesOf } from './fund-nav'
import { addDays, isTradingDay } from './trading-days'
import type { DividendRecord, FundRecord, MessageRecord } from './types'

/*
 * The demo users' messages, dated back from the seed day. Every fund they name is one of the
 * user's organisations' funds, at a stage that fits: 估值表 and 净值 only for a fund with books
 * on that day, 募集 for one still raising; the NAV quoted is the fund's own.
 */

/** What a message's text can be built from. */
interface Context {
  fund: (code: string) => FundRecord
  /** The Beijing day the message was published. */
  day: string
}

type Text = string | ((c: Context) => string)

type Seed = [userId: string, title: string, content: Text, daysBefore: number, time: string]

/** The last trading day before a day. */
function tradingDayBefore(day: string) {
  let d = addDays(day, -1)
  while (!isTradingDay(d)) d = addDays(d, -1)
  return d
}

const monthDay = (day: string) => `${Number(day.slice(5, 7))} 月 ${Number(day.slice(8))} 日`
const compact = (day: string) => day.replaceAll('-', '')

/** The month before a day's month: 2026年10月. */
function lastMonthOf(day: string) {
  const y = Number(day.slice(0, 4))
  const m = Number(day.slice(5, 7))
  return m === 1 ? `${y - 1}年12月` : `${y}年${m - 1}月`
}

/** The quarter before a day's quarter: 2026年第三季度. */
function lastQuarterOf(day: string) {
  const y = Number(day.slice(0, 4))
  const q = Math.floor((Number(day.slice(5, 7)) - 1) / 3)
  const names = ['第一', '第二', '第三', '第四']
  return q === 0 ? `${y - 1}年第四季度` : `${y}年${names[q - 1]}季度`
}

const sent = (code: string) => (c: Context) =>
  `${c.fund(code).fundName} ${tradingDayBefore(c.day)} 估值表已发送至您的邮箱，请注意查收。`

/** The fund's own unit NAV of the trading day before publication. */
const navConfirmed = (code: string) => (c: Context) => {
  const fund = c.fund(code)
  const navDay = tradingDayBefore(c.day)
  const nav = navSeriesOf(fund, navDay).at(-1)?.unitNav ?? 1
  return `${fund.fundName} ${navDay} 单位净值 ${nav.toFixed(4)} 已经托管人复核确认。`
}

/** The first five are each user's starting unread state (tests rely on their order). */
const MESSAGES: Seed[] = [
  ['U1001', '估值表已发送', sent('SXA003'), 5, '09:12:00'],
  [
    'U1001',
    '划款指令已执行',
    (c) => `您提交的划款指令 HK${compact(c.day)}003 已执行完毕。`,
    5,
    '14:30:00',
  ],
  [
    'U1001',
    '定期报告待上传',
    (c) => `${lastMonthOf(c.day)}月报尚未上传，请于 ${monthDay(addDays(c.day, 7))}前完成。`,
    7,
    '10:00:00',
  ],
  ['U1002', '系统升级通知', '管理人服务平台将于本周六 22:00-24:00 升级维护。', 6, '16:00:00'],
  ['U1003', '账户开立完成', '证券期货户开立申请已办结。', 8, '11:20:00'],
]
const UNREAD = new Set([0, 1, 3])

/** The manager's read history for 消息中心, newest first. */
const HISTORY: Array<[title: string, content: Text, daysBefore: number, time: string]> = [
  ['估值表已发送', sent('SXA003'), 6, '09:10:00'],
  [
    '划款指令已执行',
    (c) => `划款指令 HK${compact(c.day)}007（托管费支付 12,580.00 元）已执行完毕。`,
    7,
    '15:42:00',
  ],
  ['净值已确认', navConfirmed('SXA005'), 8, '10:05:00'],
  ['估值表已发送', sent('SXA003'), 8, '09:08:00'],
  [
    '用印已完成',
    (c) =>
      `${c.fund('SXA003').fundName} ${lastQuarterOf(c.day)}报告用印已完成，可在用印结果查询中下载。`,
    11,
    '16:20:00',
  ],
  [
    '划款指令已退回',
    (c) => `划款指令 HK${compact(c.day)}002 因收款账户名称不符被退回，请修改后重新提交。`,
    12,
    '11:30:00',
  ],
  [
    '定期报告已审核',
    (c) => `${c.fund('SXB002').fundName} ${lastMonthOf(c.day)}月报已审核通过。`,
    13,
    '14:00:00',
  ],
  ['账户开立完成', (c) => `${c.fund('SXA005').fundName} 证券账户开立申请已办结。`, 15, '10:15:00'],
  ['估值表已发送', sent('SXA005'), 15, '09:05:00'],
  [
    '待签署文件',
    (c) => `《${c.fund('SXA003').fundName}补充协议（三）》待您签署，请在电子签约 → 待签署中处理。`,
    20,
    '10:40:00',
  ],
  [
    '划款指令已执行',
    (c) => `划款指令 HK${compact(c.day)}011（赎回款支付 350,000.00 元）已执行完毕。`,
    21,
    '16:05:00',
  ],
  [
    '募集订单已确认',
    (c) => `${c.fund('SXA002').fundName} 募集订单 MJ${compact(c.day)}005 已确认到账。`,
    23,
    '11:20:00',
  ],
  [
    '定期报告待上传',
    (c) => `${lastQuarterOf(c.day)}报告尚未上传，请于 ${monthDay(addDays(c.day, 6))}前完成。`,
    31,
    '09:00:00',
  ],
  ['估值表已发送', sent('SXA003'), 29, '09:10:00'],
  ['密码修改提醒', '您的登录密码已超过 90 天未修改，建议尽快修改密码。', 36, '08:30:00'],
  ['净值已确认', navConfirmed('SXB002'), 37, '10:00:00'],
  [
    '费用已计提',
    (c) =>
      `${c.fund('SXA003').fundName} ${lastMonthOf(c.day).slice(5)}托管费、管理费已计提，可在费用查询中查看明细。`,
    41,
    '17:00:00',
  ],
  [
    '划款指令已执行',
    (c) => `划款指令 HK${compact(c.day)}004（管理费支付 86,420.00 元）已执行完毕。`,
    46,
    '15:10:00',
  ],
  ['投资者开户已审核', '投资者 曹志远 的开户申请已审核通过。', 47, '14:25:00'],
  ['估值表已发送', sent('SXA004'), 48, '09:00:00'],
  [
    '系统升级通知',
    (c) => `管理人服务平台已于 ${monthDay(addDays(c.day, -1))}完成升级，新增业绩分析模块。`,
    58,
    '08:00:00',
  ],
]

/** The manager's message on the organisation's first confirmed dividend plan, when it was. */
function dividendMessage(dividends: readonly DividendRecord[]) {
  const plan = dividends.find((d) => d.orgId === 'ORG001' && d.status === 'confirmed')
  const confirmed = plan?.events.find((e) => e.step === 'confirm')?.at
  if (!plan || !confirmed) return []
  const per10 = Math.round(plan.perUnit * 1000) / 100
  const content = `${plan.fundName} 分红方案（每 10 份派 ${per10} 元）已确认，权益登记日 ${plan.recordDate}。`
  const pubTime = confirmed.slice(0, 19).replace('T', ' ')
  return [{ userId: 'U1001', title: '分红方案已确认', content, pubTime, read: true }]
}

/** A few messages per demo user, some unread (fixed but for their dates: tests rely on it). */
export function seedMessages(
  funds: readonly FundRecord[],
  dividends: readonly DividendRecord[],
  seedDay: string,
): MessageRecord[] {
  const fund = (code: string) => {
    const found = funds.find((f) => f.fundCode === code)
    if (!found) throw new Error(`seed-messages names ${code}, which is not a seeded fund`)
    return found
  }
  const build = (
    userId: string,
    title: string,
    content: Text,
    daysBefore: number,
    time: string,
  ) => {
    const day = addDays(seedDay, -daysBefore)
    const text = typeof content === 'string' ? content : content({ fund, day })
    return { userId, title, content: text, pubTime: `${day} ${time}` }
  }
  const first = MESSAGES.map((m, i) => ({ ...build(...m), read: !UNREAD.has(i) }))
  const history = HISTORY.map(([title, content, days, time]) => ({
    ...build('U1001', title, content, days, time),
    read: true,
  }))
  return [...first, ...history, ...dividendMessage(dividends)].map((m, i) => ({
    id: `M${String(i + 1).padStart(4, '0')}`,
    ...m,
  }))
}
