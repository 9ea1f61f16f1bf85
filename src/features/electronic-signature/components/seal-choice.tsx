import { Radio } from 'antd'
import { SEAL_TYPES, type Seal } from '@contract/api/e-signature'
import { SealMark } from './seal-mark'

interface Props {
  seals: Seal[]
  value: string | undefined
  onChange: (sealId: string) => void
}

/** 选择印章: the seals this user may sign with (启用 and authorised), each with its image. */
export function SealChoice({ seals, value, onChange }: Props) {
  if (!seals.length) {
    return (
      <p className="esign-muted" role="note">
        暂无可用印章：仅已启用且授权您使用的印章可用于签署，请在印章管理中启用或授权。
      </p>
    )
  }
  return (
    <Radio.Group
      className="esign-seal-choice"
      aria-label="选择印章"
      value={value}
      onChange={(e) => onChange(e.target.value as string)}
    >
      {seals.map((seal) => (
        <Radio key={seal.sealId} value={seal.sealId} className="esign-seal-choice__item">
          <SealMark face={seal} name={seal.sealName} size={44} />
          <span className="esign-seal-choice__text">
            <span>{SEAL_TYPES[seal.sealType]}</span>
            <span className="esign-muted">{seal.sealName}</span>
          </span>
        </Radio>
      ))}
    </Radio.Group>
  )
}
