import { creditCodeCheckChar, idCardCheckChar, withCheck } from '@contract/validators'
import { hashText, seededRandom, digitsOf } from './random'
import { SALES_AGENCIES } from './sales-agencies'
import { seedPasswordReset } from './seed-investors'
import type { InvestorRiskLevel, TaInvestorRecord } from './ta-types'

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '志强',
  '海燕',
  '晓东',
  '文博',
  '子涵',
  '雨桐',
  '思远',
  '宏伟',
  '国栋',
]
const FIRMS = [
  '投资合伙企业（有限合伙）',
  '资产管理有限公司',
  '实业有限公司',
  '控股集团有限公司',
  '科技有限公司',
]
const PLACES = ['济南', '青岛', '烟台', '潍坊', '淄博', '临沂', '威海', '上海', '北京', '深圳']
const PRODUCT_PREFIX = ['鲁信', '海岳', '齐泰', '泉丰', '岱宗']
const LEVELS: InvestorRiskLevel[] = ['C1', 'C2', 'C3', 'C4', 'C5']

/** How many generated investors each organisation has, besides the /reset-password ones. */
export const GENERATED_INVESTORS = 160

const cache = new Map<string, TaInvestorRecord[]>()

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T

/** The first 17 characters with the one check character the server's rule accepts. */
function idCard(random: () => number): string {
  const area = pick(random, ['370102', '370103', '370202', '370602', '310104', '110105'])
  const year = 1955 + Math.floor(random() * 45)
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0')
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0')
  const first17 = `${area}${year}${month}${day}${String(Math.floor(random() * 1000)).padStart(3, '0')}`
  return withCheck(first17, idCardCheckChar)
}

function creditCode(seed: number): string {
  const first17 = `91370100${digitsOf(seed, 9)}`
  return withCheck(first17, creditCodeCheckChar)
}

function generated(orgId: string, index: number): TaInvestorRecord {
  const seed = hashText(`${orgId}/investor/${index}`)
  const random = seededRandom(seed)
  const roll = random()
  const kind = roll < 0.8 ? '个人' : roll < 0.94 ? '机构' : '产品'
  const investorName =
    kind === '个人'
      ? pick(random, [...SURNAMES]) + pick(random, GIVEN)
      : kind === '机构'
        ? pick(random, PLACES) +
          pick(random, ['恒', '瑞', '泰', '鑫', '德', '嘉']) +
          pick(random, ['通', '盛', '源', '丰', '华', '成']) +
          pick(random, FIRMS)
        : `${pick(random, PRODUCT_PREFIX)}${index + 1}号私募证券投资基金`
  const year = 2016 + Math.floor(random() * 9)
  const openDate = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`
  return {
    investorId: `${orgId.replace('ORG', 'TA')}${String(index + 1).padStart(5, '0')}`,
    orgId,
    investorName,
    kind,
    certType: kind === '个人' ? '0' : '4',
    certNo: kind === '个人' ? idCard(random) : creditCode(seed),
    mobile: `1${pick(random, ['35', '38', '39', '50', '58', '86', '88'])}${digitsOf(seed + 7, 8)}`,
    riskLevel: kind === '个人' ? pick(random, LEVELS) : pick(random, ['C3', 'C4', 'C5'] as const),
    professional: kind !== '个人' || random() < 0.25,
    openDate,
    taAccount: `98${digitsOf(seed + 13, 10)}`,
    channel: pick(random, SALES_AGENCIES).code,
  }
}

/**
 * An organisation's register of investors: the /reset-password investors who have an account
 * there first (same id, name, document and mobile), then generated people, institutions and
 * products. Fixed by the organisation, so every page and test sees the same people.
 */
export function taInvestorsOf(orgId: string): TaInvestorRecord[] {
  const known = cache.get(orgId)
  if (known) return known
  const resettable = seedPasswordReset()
    .investors.filter((inv) => inv.accounts.some((a) => a.orgId === orgId))
    .map((inv, i): TaInvestorRecord => ({
      ...generated(orgId, 10_000 + i),
      investorId: inv.investorId,
      investorName: inv.userName,
      kind: inv.certificatesType === '4' ? '机构' : '个人',
      certType: inv.certificatesType,
      certNo: inv.certificatesNum,
      mobile: inv.mobile,
    }))
  const list = resettable.concat(
    Array.from({ length: GENERATED_INVESTORS }, (_, i) => generated(orgId, i)),
  )
  cache.set(orgId, list)
  return list
}

export const taInvestorOf = (orgId: string, investorId: string) =>
  taInvestorsOf(orgId).find((inv) => inv.investorId === investorId)
