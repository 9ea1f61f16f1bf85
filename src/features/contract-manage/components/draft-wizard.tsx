import { Button, Card, Result, Skeleton } from 'antd'
import { useState } from 'react'
import { LoadFailed } from '@/components/load-failed'
import type { DraftDetail } from '@contract/api/contract-manage'
import { useDraftEditor } from '../hooks/use-draft-editor'
import { WizardForm, type WizardProps } from './wizard-form'

interface Props extends WizardProps {
  /** The saved draft to resume; none for 新建. */
  startId: string | undefined
}

/**
 * 合同起草's step-by-step draft: a saved one is loaded first and resumes at its step with
 * everything filled in; one already submitted says so and leads to its contract.
 */
export function DraftWizard({ startId, ...props }: Props) {
  const editor = useDraftEditor(startId)
  const { draft } = editor
  // The draft as first loaded: the form starts from it once and is never reset by a refetch.
  const [first, setFirst] = useState<DraftDetail>()
  if (draft.data && !first) setFirst(draft.data)
  if (editor.loadId && !first && draft.isError) {
    return (
      <Card>
        <LoadFailed title="草稿加载失败或已不存在" onRetry={() => void draft.refetch()} />
        <Button onClick={props.onExit}>返回草稿列表</Button>
      </Card>
    )
  }
  if (editor.loadId && !first) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    )
  }
  const contractId = first?.status === 'submitted' ? first.contractId : undefined
  if (contractId) {
    return (
      <Card>
        <Result
          status="info"
          title="该草稿已提交"
          subTitle={`已生成合同 ${contractId}，不能再修改。`}
          extra={[
            <Button key="open" type="primary" onClick={() => props.onOpenContract(contractId)}>
              查看合同进度
            </Button>,
            <Button key="list" onClick={props.onExit}>
              返回草稿列表
            </Button>,
          ]}
        />
      </Card>
    )
  }
  return <WizardForm editor={editor} initial={first} {...props} />
}
