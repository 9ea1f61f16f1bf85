import type { NamePath } from 'antd/es/form/interface'
import {
  FEE_KEYS,
  type ContractElements,
  type ContractFees,
  type ContractParties,
  type DraftDetail,
  type DraftSave,
} from '@contract/api/contract-manage'

/** The wizard's one form: the template and the three parts of the contract. */
export interface WizardValues {
  templateCode?: string
  elements?: Partial<ContractElements>
  fees?: Partial<ContractFees>
  parties?: Partial<
    Pick<ContractParties, 'outsourcing' | 'investorTypes' | 'managerContact' | 'managerPhone'>
  >
}

const ELEMENTS = [
  'fundName',
  'fundType',
  'strategy',
  'riskLevel',
  'durationMonths',
  'minSubscription',
  'openFrequency',
  'openDay',
  'lockupMonths',
] as const
const PARTIES = ['outsourcing', 'investorTypes', 'managerContact', 'managerPhone'] as const

/** The fields each step asks for (复核 asks for none of its own). */
export const STEP_FIELDS: readonly NamePath[][] = [
  [['templateCode']],
  ELEMENTS.map((f) => ['elements', f]),
  FEE_KEYS.map((f) => ['fees', f]),
  PARTIES.map((f) => ['parties', f]),
  [],
]

const filled = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length)

/** Only what has a value (a draft keeps what is filled in). */
function compact<T extends object>(part: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(part ?? {}).filter(([, v]) => filled(v))) as Partial<T>
}

/** What 保存草稿 and 提交 send: the filled fields, less those that do not apply. */
export function toBody(values: WizardValues, step: number, draftId: string | undefined): DraftSave {
  const elements = compact(values.elements)
  const fees = compact(values.fees)
  if (elements.openFrequency === 'closed') delete elements.openDay
  if (fees.performanceRate === 0) delete fees.hurdleRate
  if (typeof elements.fundName === 'string') elements.fundName = elements.fundName.trim()
  const parties = compact(values.parties)
  for (const key of ['managerContact', 'managerPhone'] as const) {
    if (typeof parties[key] === 'string') parties[key] = parties[key].trim()
  }
  return { draftId, templateCode: values.templateCode, step, elements, fees, parties }
}

/** A saved draft as the form's values. */
export const fromDraft = (d: DraftDetail): WizardValues => ({
  templateCode: d.templateCode,
  elements: d.elements ?? {},
  fees: d.fees ?? {},
  parties: d.parties ?? {},
})
