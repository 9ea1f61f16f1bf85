import { CONTACT_NOTICES, CONTACT_ROLES } from '@contract/api/fund-query'
import { hashText, digitsOf } from './random'
import type { FundContactRecord, FundRecord } from './types'
import { fromAuthored } from './authored-dates'

/*
 * 联系人维护's demo contacts: the first eight funds of each organisation have two or three
 * (an 投资经理, an 运营 and, for every other fund, a 财务); the rest have none yet.
 */

const NAMES = ['韩冰', '曹宇', '邓琳', '许诺', '何晴', '吕航', '施雨', '卫东', '蒋悦', '沈川']
const PINYIN = [
  'hanbing',
  'caoyu',
  'denglin',
  'xunuo',
  'heqing',
  'lvhang',
  'shiyu',
  'weidong',
  'jiangyue',
  'shenchuan',
]
const WITH_CONTACTS = 8

export function seedFundContacts(funds: FundRecord[]): FundContactRecord[] {
  let n = 0
  const byOrg = new Map<string, number>()
  return funds.flatMap((fund) => {
    const index = byOrg.get(fund.orgId) ?? 0
    byOrg.set(fund.orgId, index + 1)
    if (index >= WITH_CONTACTS) return []
    const roles =
      index % 2 === 0 ? CONTACT_ROLES.filter((r) => r !== '合规') : CONTACT_ROLES.slice(0, 2)
    return roles.map((role, r): FundContactRecord => {
      n += 1
      const who = (hashText(fund.fundCode) + r) % NAMES.length
      return {
        contactId: `FC${String(n).padStart(4, '0')}`,
        orgId: fund.orgId,
        fundCode: fund.fundCode,
        name: NAMES[who] ?? '韩冰',
        role,
        mobile: `13${5 + r}${digitsOf(hashText(`${fund.fundCode}/${r}`), 8)}`,
        email: `${PINYIN[who] ?? 'contact'}${n}@example.com`,
        notices: role === '财务' ? ['分红'] : CONTACT_NOTICES.slice(0, role === '运营' ? 4 : 2),
        updatedAt: fromAuthored('2025-05-20 10:00:00'),
      }
    })
  })
}
