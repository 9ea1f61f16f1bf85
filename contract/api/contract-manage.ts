import type { TimelineStep } from './timeline'

/**
 * 合同管理 (contract-manage, issue 9): 模板中心's templates, 合同起草's drafts, 合同查询's
 * contracts and 合同变更's requests. The endpoints are our choice (docs/api.md "合同管理"),
 * shared by the client and the demo backend. Rates are percentages: 1.5 is 1.50%.
 */

// ── 模板中心 ────────────────────────────────────────────────────────────────────────────

export const TEMPLATE_CATEGORIES = {
  contract: '合同文本',
  custody: '托管业务',
  operation: '产品运作',
  disclosure: '信息披露',
  investor: '投资者文件',
} as const
export type TemplateCategory = keyof typeof TEMPLATE_CATEGORIES

/** A template of the template centre; GET /downloadArchive (typeCode 200901) serves its file. */
export interface ContractTemplate {
  fileCode: string
  name: string
  remark: string
  category: TemplateCategory
  /** YYYY-MM-DD */
  updatedAt: string
  /** The file the download saves (a Word document). */
  fileName: string
  size: number
  /** A fund contract's template: the fund type a draft from it starts with. */
  fundType?: FundType
}

// ── 合同要素 (the draft's steps 产品要素, 费用条款, 合同各方) ───────────────────────────────

export const FUND_TYPES = [
  '私募证券投资基金',
  '私募股权投资基金',
  '期货和衍生品基金',
  '私募资产配置基金',
] as const
export type FundType = (typeof FUND_TYPES)[number]

export const STRATEGIES = [
  '股票多头',
  '量化对冲',
  '市场中性',
  '指数增强',
  '债券策略',
  '固收+',
  '宏观策略',
  'CTA',
  '多策略',
  'FOF',
  '股权投资',
] as const
export const RISK_LEVELS = ['R1', 'R2', 'R3', 'R4', 'R5'] as const

export const OPEN_FREQUENCIES = {
  monthly: '每月',
  quarterly: '每季度',
  halfYear: '每半年',
  closed: '封闭运作',
} as const
export type OpenFrequency = keyof typeof OPEN_FREQUENCIES

/** Bounds of the elements' numbers. */
export const ELEMENT_LIMITS = {
  fundName: { min: 2, max: 60 },
  durationMonths: { min: 12, max: 360 },
  /** 元: 合格投资者 subscribe 100 万元 or more. */
  minSubscription: { min: 1_000_000, max: 100_000_000 },
  openDay: { min: 1, max: 28 },
  lockupMonths: { min: 0, max: 12 },
} as const

export interface ContractElements {
  fundName: string
  fundType: FundType
  strategy: string
  riskLevel: (typeof RISK_LEVELS)[number]
  durationMonths: number
  minSubscription: number
  openFrequency: OpenFrequency
  /** The n-th day of each open period; none when 封闭运作. */
  openDay?: number
  lockupMonths: number
}

export type FeeKey =
  | 'managementRate'
  | 'custodyRate'
  | 'outsourcingRate'
  | 'subscriptionRate'
  | 'redemptionRate'
  | 'performanceRate'
  | 'hurdleRate'

/** Each rate's label and range in percent (both ends allowed), and its decimals. */
export const FEE_RULES: Readonly<
  Record<FeeKey, { label: string; unit: string; min: number; max: number; precision: number }>
> = {
  managementRate: { label: '管理费率', unit: '%/年', min: 0, max: 3, precision: 2 },
  custodyRate: { label: '托管费率', unit: '%/年', min: 0.01, max: 0.5, precision: 3 },
  outsourcingRate: { label: '外包服务费率', unit: '%/年', min: 0, max: 0.5, precision: 3 },
  subscriptionRate: { label: '认购费率', unit: '%', min: 0, max: 3, precision: 2 },
  redemptionRate: { label: '赎回费率', unit: '%', min: 0, max: 5, precision: 2 },
  performanceRate: { label: '业绩报酬计提比例', unit: '%', min: 0, max: 60, precision: 2 },
  hurdleRate: { label: '业绩报酬计提基准', unit: '%/年', min: 0, max: 20, precision: 2 },
}
export const FEE_KEYS = Object.keys(FEE_RULES) as FeeKey[]

/** 业绩报酬计提基准 is asked for only when there is a performance fee. */
export type ContractFees = Record<Exclude<FeeKey, 'hurdleRate'>, number> & { hurdleRate?: number }

/** The custodian is always the firm running this portal. */
export const CONTRACT_CUSTODIAN = '本公司（资产托管部）'
export const OUTSOURCING_PROVIDERS = {
  firm: '本公司（基金服务部）',
  none: '不聘请外包服务机构',
} as const
export type OutsourcingProvider = keyof typeof OUTSOURCING_PROVIDERS

export const INVESTOR_TYPES = {
  individual: '个人合格投资者',
  institution: '机构合格投资者',
  professional: '专业投资者',
} as const
export type InvestorType = keyof typeof INVESTOR_TYPES

export interface ContractParties {
  /** The session's organisation (set by the server). */
  managerName: string
  custodianName: string
  outsourcing: OutsourcingProvider
  investorTypes: InvestorType[]
  managerContact: string
  managerPhone: string
}

// ── 合同起草 ────────────────────────────────────────────────────────────────────────────

/** The wizard's steps; a draft remembers the one it was saved at. */
export const DRAFT_STEPS = ['选择模板', '产品要素', '费用条款', '合同各方', '复核'] as const
export const DRAFT_STATUS_LABEL = { draft: '草稿', submitted: '已提交' } as const
export type DraftStatus = keyof typeof DRAFT_STATUS_LABEL

export interface ContractDraft {
  draftId: string
  /** Empty until 产品要素 names it. */
  fundName: string
  templateCode: string
  templateName: string
  /** 0–4, an index of DRAFT_STEPS. */
  step: number
  status: DraftStatus
  createdBy: string
  /** YYYY-MM-DD HH:mm:ss (Beijing) */
  createdAt: string
  updatedAt: string
  /** The contract its 提交 created. */
  contractId?: string
}

/** What the wizard holds: each part as far as it is filled in. */
export interface DraftContent {
  elements?: Partial<ContractElements>
  fees?: Partial<ContractFees>
  parties?: Partial<Omit<ContractParties, 'managerName' | 'custodianName'>>
}

export interface DraftDetail extends ContractDraft, DraftContent {
  /** The fixed parties, as the server names them. */
  managerName: string
  custodianName: string
}

/** POST saveDraft / submitDraft (JSON): a new draft without draftId. */
export interface DraftSave extends DraftContent {
  draftId?: string
  /** A fund contract template's fileCode (请选择合同模板). */
  templateCode?: string
  step: number
}

// ── 合同查询 ────────────────────────────────────────────────────────────────────────────

/** The life of a contract: 起草 → 托管复核 → 签署 → 备案 → 生效. */
export const CONTRACT_STAGES = ['起草', '托管复核', '签署', '备案', '生效'] as const
export const CONTRACT_STATUS_LABEL = {
  review: '托管复核中',
  confirm: '待管理人确认',
  signing: '签署中',
  filing: '备案中',
  effective: '已生效',
} as const
export type ContractStatus = keyof typeof CONTRACT_STATUS_LABEL

export interface ContractRow {
  contractId: string
  fundName: string
  /** Once the fund has one (a contract of an established fund). */
  fundCode?: string
  fundType: FundType
  templateName: string
  status: ContractStatus
  /** 0–4: the index in CONTRACT_STAGES of the stage it is at (4 when 已生效). */
  stage: number
  submittedAt: string
  updatedAt: string
  effectiveDate?: string
}

export interface ContractDetail extends ContractRow {
  elements: ContractElements
  fees: ContractFees
  parties: ContractParties
  /** 托管复核's opinion, shown when the manager is asked to confirm. */
  reviewOpinion?: string
  steps: TimelineStep[]
}

// 合同变更's shapes live beside these (contract/api/contract-change.ts).
export * from './contract-change'
