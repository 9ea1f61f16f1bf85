import { beijingToday } from '@contract/beijing-time'
import type { FundStage } from '@contract/api/home'
import { addDays, isTradingDay, tradingDaysOfMonth } from './trading-days'
import type { FundEventRecord, FundRecord } from './types'

/*
 * The demo organisations' private funds (12 each) and their calendar events. 产品概览 counts
 * them by stage, 产品日历 shows their events; 产品管理 (issue 8) builds on the same table.
 * Fund codes are SX + a letter per organisation (A 泉城, B 齐鲁, C 泰山) + three digits.
 */
/*
 * Each organisation's first twelve funds keep the stages, names and open days they had when
 * the home page was built (its tests name them); eighteen more follow, mostly in 存续期, so
 * 产品管理's lists page and filter for real: thirty funds per organisation.
 */
const ORGS: Array<{ orgId: string; letter: string; brand: string; stages: FundStage[] }> = [
  {
    orgId: 'ORG001',
    letter: 'A',
    brand: '泉城',
    stages: [
      ...stagesOf({ raising: 2, operating: 7, liquidating: 2, liquidated: 1 }),
      ...stagesOf({ raising: 2, operating: 12, liquidating: 2, liquidated: 2 }),
    ],
  },
  {
    orgId: 'ORG002',
    letter: 'B',
    brand: '齐鲁',
    stages: [
      ...stagesOf({ raising: 1, operating: 9, liquidating: 1, liquidated: 1 }),
      ...stagesOf({ raising: 2, operating: 13, liquidating: 2, liquidated: 1 }),
    ],
  },
  {
    orgId: 'ORG003',
    letter: 'C',
    brand: '泰山',
    stages: [
      ...stagesOf({ raising: 3, operating: 6, liquidating: 1, liquidated: 2 }),
      ...stagesOf({ raising: 2, operating: 11, liquidating: 2, liquidated: 3 }),
    ],
  },
]

export const FUNDS_PER_ORG = 30

const STYLES = [
  '稳健',
  '成长精选',
  '价值发现',
  '量化对冲',
  '多策略',
  '红利优选',
  '市场中性',
  '指数增强',
  '固收增强',
  '灵活配置',
  '创新驱动',
  '宏观配置',
]
const ORDINALS = ['一', '二', '三']
const LATER_ORDINALS = ['四', '五']
const OPEN_RULES: FundRecord['openDayRule'][] = ['first', 'fifteenth', 'last']
/** 备案 types; a style decides its fund's type and strategy. */
const TYPE_OF_STYLE: Record<
  string,
  [type: string, strategy: string, risk: FundRecord['riskLevel']]
> = {
  稳健: ['私募证券投资基金', '债券策略', 'R2'],
  成长精选: ['私募证券投资基金', '股票多头', 'R4'],
  价值发现: ['私募证券投资基金', '股票多头', 'R4'],
  量化对冲: ['私募证券投资基金', '量化对冲', 'R3'],
  多策略: ['私募证券投资基金', '多策略', 'R3'],
  红利优选: ['私募证券投资基金', '股票多头', 'R4'],
  市场中性: ['私募证券投资基金', '市场中性', 'R3'],
  指数增强: ['私募证券投资基金', '指数增强', 'R4'],
  固收增强: ['私募证券投资基金', '固收+', 'R2'],
  灵活配置: ['私募证券投资基金', '宏观策略', 'R3'],
  创新驱动: ['私募股权投资基金', '股权投资', 'R5'],
  宏观配置: ['私募证券投资基金', '宏观策略', 'R3'],
}
const MANAGERS = ['陈立', '刘思远', '孙婧', '周航', '吴敏', '郑涛', '冯雪', '褚亮']

function stagesOf(counts: Record<FundStage, number>): FundStage[] {
  return (Object.keys(counts) as FundStage[]).flatMap((stage) =>
    Array.from({ length: counts[stage] }, () => stage),
  )
}

const pad2 = (n: number) => String(n).padStart(2, '0')

export function seedFunds(): FundRecord[] {
  return ORGS.flatMap(({ orgId, letter, brand, stages }, o) =>
    stages.map((stage, i) => {
      const style = STYLES[(i + o * 5) % STYLES.length] ?? '稳健'
      const [fundType, strategy, riskLevel] = TYPE_OF_STYLE[style] ?? [
        '私募证券投资基金',
        '多策略',
        'R3',
      ]
      // The first twelve keep their old names (一二三 in turn); the rest go on with 四, then 五.
      const ordinal = i < 12 ? ORDINALS[i % 3] : LATER_ORDINALS[Math.floor(i / 12) - 1]
      const year = 2019 + ((i + o) % 6)
      const month = pad2(((i * 5 + o) % 12) + 1)
      const day = pad2(((i * 7) % 27) + 1)
      return {
        fundCode: `SX${letter}${String(i + 1).padStart(3, '0')}`,
        fundName: `${brand}${style}${ordinal}号${fundType}`,
        orgId,
        stage,
        // Raising funds are not yet established.
        establishDate: stage === 'raising' ? '' : `${year}-${month}-${day}`,
        openDayRule: stage === 'operating' ? (OPEN_RULES[(i + o) % 3] ?? 'first') : 'none',
        fundType,
        strategy,
        riskLevel,
        recordNo:
          stage === 'raising'
            ? ''
            : `S${letter}${String(((i + 1) * 7919 + o * 104_729) % 100_000).padStart(5, '0')}`,
        managerName: MANAGERS[(i * 3 + o) % MANAGERS.length] ?? '陈立',
        durationMonths: [36, 60, 84, 120][(i + o) % 4] ?? 60,
      }
    }),
  )
}

/** YYYY-MM of a date (YYYY-MM-DD), shifted by whole months. */
function monthOf(today: string, shift: number) {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + shift
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

function openDay(month: string, rule: FundRecord['openDayRule']) {
  const days = tradingDaysOfMonth(month)
  if (rule === 'first') return days[0]
  if (rule === 'last') return days.at(-1)
  if (rule === 'fifteenth') return days.find((d) => d >= `${month}-15`)
  return undefined
}

/** A trading day with no trading day after it in its week (Monday to Sunday). */
function isLastTradingDayOfWeek(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  for (let k = 1; k <= 6 - weekday; k += 1) if (isTradingDay(addDays(day, k))) return false
  return true
}

/**
 * Calendar events from the month before `today` (Beijing's) to two months after, derived from the funds:
 * a monthly open day (申购、赎回开放) for funds in 存续期, a weekly NAV disclosure for funds in
 * 存续期 or 清算中, and one dividend for every third fund in 存续期. No randomness.
 */
export function seedFundEvents(funds: FundRecord[], today = beijingToday()): FundEventRecord[] {
  const months = [-1, 0, 1, 2].map((shift) => monthOf(today, shift))
  const navDays = months.flatMap(tradingDaysOfMonth).filter(isLastTradingDayOfWeek)
  const events = funds.flatMap((fund, i) => {
    const { fundCode, orgId, stage } = fund
    const own: FundEventRecord[] = []
    for (const month of months) {
      const date = openDay(month, fund.openDayRule)
      if (date) own.push({ date, fundCode, orgId, type: 'open', remark: '申购、赎回开放' })
    }
    if (stage === 'operating' || stage === 'liquidating') {
      const remark = stage === 'liquidating' ? '清算期间净值披露' : '披露单位净值、累计净值'
      for (const date of navDays) own.push({ date, fundCode, orgId, type: 'nav', remark })
    }
    const dividendDate = tradingDaysOfMonth(months[1 + (i % 2)] ?? '')[9]
    if (stage === 'operating' && i % 3 === 0 && dividendDate) {
      const amount = (0.1 + (i % 5) * 0.05).toFixed(2)
      own.push({
        date: dividendDate,
        fundCode,
        orgId,
        type: 'dividend',
        remark: `权益登记日，每10份派${amount}元`,
      })
    }
    return own
  })
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.fundCode.localeCompare(b.fundCode))
}
