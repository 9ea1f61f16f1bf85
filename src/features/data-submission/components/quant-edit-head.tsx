import { Button, Space, Tag } from 'antd'
import { monthLabel } from '@contract/quant-operation-rules'
import { QUANT_STATUS_LABEL, type QuantTableDetail } from '@contract/api/data-submission'

interface Props {
  detail: QuantTableDetail
  dirty: boolean
  saving: boolean
  submitting: boolean
  onBack: () => void
  onSave: () => void
  onSubmit: () => void
}

/** The edit page's title (fund, month, status, unsaved edits) and its buttons. */
export function quantEditHead({ detail, dirty, saving, submitting, ...on }: Props) {
  const readOnly = detail.status === 'submitted'
  const busy = saving || submitting
  const title = (
    <Space wrap>
      <span>{`${detail.fundName} · ${monthLabel(detail.month)}量化运行表`}</span>
      <Tag color={readOnly ? 'success' : 'warning'}>{QUANT_STATUS_LABEL[detail.status]}</Tag>
      {dirty && <Tag color="orange">有未保存的修改</Tag>}
    </Space>
  )
  const extra = (
    <Space wrap>
      <Button onClick={on.onBack}>返回列表</Button>
      {!readOnly && (
        <>
          <Button disabled={!dirty || busy} loading={saving} onClick={on.onSave}>
            保存草稿
          </Button>
          <Button type="primary" loading={submitting} disabled={busy} onClick={on.onSubmit}>
            提交
          </Button>
        </>
      )}
    </Space>
  )
  return { title, extra }
}
