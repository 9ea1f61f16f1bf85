import type { DraftSave } from '@contract/api/contract-manage'
import { postRest } from './api'

/** A raw call to 合同管理's endpoints (no client interceptors). */
export const call = <T>(
  path: string,
  token: string,
  init: { json?: unknown; query?: Record<string, unknown> } = {},
) => postRest<T>(`contract/${path}`, token, init.query, init.json)

/** A draft complete enough to submit (from the fund contract template TPL0001). */
export const complete = (fundName = '泉城测试一号私募证券投资基金'): DraftSave => ({
  templateCode: 'TPL0001',
  step: 4,
  elements: {
    fundName,
    strategy: '股票多头',
    riskLevel: 'R4',
    durationMonths: 60,
    minSubscription: 1_000_000,
    openFrequency: 'monthly',
    openDay: 15,
    lockupMonths: 6,
  },
  fees: {
    managementRate: 1.5,
    custodyRate: 0.05,
    outsourcingRate: 0.03,
    subscriptionRate: 1,
    redemptionRate: 0.5,
    performanceRate: 20,
    hurdleRate: 6,
  },
  parties: {
    outsourcing: 'firm',
    investorTypes: ['individual'],
    managerContact: '刘晓燕',
    managerPhone: '13805310101',
  },
})

export { counts, as } from './login-as'
