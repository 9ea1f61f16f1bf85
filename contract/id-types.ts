/**
 * Identity document types (the spec's idType and certificatesType). The codes are the demo
 * backend's; a real backend's codes go here. Staff reset with a person's document only.
 */
export interface IdType {
  value: string
  label: string
  holder: 'person' | 'institution'
}

export const ID_TYPES: readonly IdType[] = [
  { value: '0', label: '身份证', holder: 'person' },
  { value: '1', label: '护照', holder: 'person' },
  { value: '2', label: '军官证', holder: 'person' },
  { value: '3', label: '港澳台居民来往内地通行证', holder: 'person' },
  { value: '4', label: '营业执照（统一社会信用代码）', holder: 'institution' },
]

export const ID_CARD = '0'

export const idTypeLabel = (value: string | undefined) =>
  ID_TYPES.find((t) => t.value === value)?.label ?? ''

export const isInstitutionId = (value: string | undefined) =>
  ID_TYPES.find((t) => t.value === value)?.holder === 'institution'
