import { Steps } from 'antd'
import { CONTRACT_STAGES, type ContractRow } from '@contract/api/contract-manage'

interface Props {
  contract: Pick<ContractRow, 'stage' | 'status'>
  /** In a table row: small, titles only. */
  compact?: boolean
}

/**
 * A contract's progress over 起草 → 托管复核 → 签署 → 备案 → 生效: the stages passed are done,
 * the one it is at in progress (待管理人确认 under 托管复核 when it waits on the manager).
 */
export function ContractProgress({ contract, compact }: Props) {
  const done = contract.status === 'effective'
  const label = `办理进度：${done ? '已生效' : CONTRACT_STAGES[contract.stage]}`
  return (
    <Steps
      aria-label={label}
      className={compact ? 'contract-progress contract-progress--compact' : 'contract-progress'}
      size="small"
      type={compact ? 'dot' : 'default'}
      current={contract.stage}
      status={done ? 'finish' : 'process'}
      items={CONTRACT_STAGES.map((title, i) => ({
        title,
        content: !compact && i === 1 && contract.status === 'confirm' ? '待管理人确认' : undefined,
      }))}
    />
  )
}
