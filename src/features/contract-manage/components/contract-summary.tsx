import { EditOutlined } from '@ant-design/icons'
import { Button, Descriptions } from 'antd'
import { NO_VALUE } from '@/lib/format'
import type { ContractElements, ContractFees, ContractParties } from '@contract/api/contract-manage'
import { elementPairs, feePairs, partyPairs, type Pair } from './contract-text'

interface Props {
  elements?: Partial<ContractElements>
  fees?: Partial<ContractFees>
  parties?: Partial<ContractParties>
  /** The wizard's 复核: the template first, and 修改 on each part going back to its step. */
  templateName?: string
  onEdit?: (step: number) => void
}

/** A contract's three parts (and its template), each a bordered list of label and value. */
export function ContractSummary({ elements, fees, parties, templateName, onEdit }: Props) {
  const part = (title: string, pairs: Pair[], step: number) => (
    <Descriptions
      key={title}
      className="contract-summary__part"
      bordered
      size="small"
      title={title}
      column={{ xs: 1, sm: 1, md: 2 }}
      extra={
        onEdit && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={`修改${title}`}
            onClick={() => onEdit(step)}
          >
            修改
          </Button>
        )
      }
      items={pairs.map(([label, text]) => ({
        key: label,
        label,
        children:
          text === NO_VALUE && onEdit ? <span className="contract-missing">未填写</span> : text,
      }))}
    />
  )
  return (
    <div className="contract-summary">
      {templateName !== undefined && part('合同模板', [['模板', templateName || NO_VALUE]], 0)}
      {part('产品要素', elementPairs(elements), 1)}
      {part('费用条款', feePairs(fees), 2)}
      {part('合同各方', partyPairs(parties), 3)}
    </div>
  )
}
