import type { CooperationStatus, SalesAgencyDetail } from '@contract/api/sales'
import { digitsOf, hashText, seededRandom } from './random'
import { DIRECT_CHANNEL, SALES_AGENCIES } from './sales-agencies'

/** An organisation's agreement with one agency: everything 销售机构 shows but the figures. */
export type AgencyTerms = Omit<
  SalesAgencyDetail,
  'fundCount' | 'holderCount' | 'holdingShares' | 'funds'
>

const CONTACTS = ['刘晓峰', '陈思雨', '王海涛', '赵静怡', '孙立伟', '周敏', '吴昊然', '郑雅琪']
const CITIES = ['上海市浦东新区', '北京市朝阳区', '深圳市福田区', '济南市历下区', '青岛市市南区']
const REMARK: Record<CooperationStatus, string> = {
  active: '',
  paused: '代销协议续签中，暂停新增销售，存量份额照常服务',
  ended: '代销协议到期不再续签，存量份额转由直销服务',
}

const cache = new Map<string, AgencyTerms[]>()

/** Each organisation has 4 agencies 合作中, one 已暂停 and one 已终止 (which ones differ). */
function statusOf(orgId: string, index: number): CooperationStatus {
  const orgNo = Number(orgId.replace(/\D/g, '')) || 1
  if (index === (orgNo * 2 + 2) % 6) return 'paused'
  if (index === (orgNo * 2 + 3) % 6) return 'ended'
  return 'active'
}

/** The organisation's agencies (直销 is not one), fixed by organisation and agency. */
export function agencyTermsOf(orgId: string): AgencyTerms[] {
  const known = cache.get(orgId)
  if (known) return known
  const list = SALES_AGENCIES.filter((a) => a.code !== DIRECT_CHANNEL).map((a, i) => {
    const seed = hashText(`${orgId}/agency/${a.code}`)
    const random = seededRandom(seed)
    const status = statusOf(orgId, i)
    const signYear = 2017 + Math.floor(random() * 3)
    const signDate = `${signYear}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`
    const expireDate =
      status === 'ended' ? '2025-12-31' : `${2027 + Math.floor(random() * 3)}-12-31`
    const contactName = CONTACTS[Math.floor(random() * CONTACTS.length)] ?? '刘晓峰'
    return {
      agencyCode: a.code,
      agencyName: a.name,
      kind: a.kind,
      status,
      agreementNo: `DX${orgId.slice(-3)}${signYear}${digitsOf(seed, 4)}`,
      signDate,
      expireDate,
      contactName,
      contactPhone: `1${['36', '39', '58', '86'][i % 4]}${digitsOf(seed + 3, 8)}`,
      contactEmail: `fund.sales${i + 1}@agency${a.code.slice(-1)}.com.cn`,
      address: `${CITIES[Math.floor(random() * CITIES.length)]}金融街${10 + i * 7}号`,
      remark: REMARK[status],
    }
  })
  cache.set(orgId, list)
  return list
}

/** Whether new orders may come through a channel (直销 always; an agency while 合作中). */
export const channelOpen = (orgId: string, channel: string) =>
  channel === DIRECT_CHANNEL ||
  agencyTermsOf(orgId).some((t) => t.agencyCode === channel && t.status === 'active')
