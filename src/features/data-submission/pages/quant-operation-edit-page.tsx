import { PlusOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Empty, Skeleton } from 'antd'
import { useNavigate } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { LeaveGuardDialog } from '@/components/leave-guard-dialog'
import { firstTableProblem, monthLabel } from '@contract/quant-operation-rules'
import { formatDateTime } from '@/lib/format'
import { useLeaveGuard } from '@/hooks/use-leave-guard'
import { useTabsStore } from '@/stores/tabs-store'
import { quantEditHead } from '../components/quant-edit-head'
import { QuantEditorTable } from '../components/quant-editor-table'
import { useEditedTable } from '../hooks/use-edited-table'
import { useQuantActions } from '../hooks/use-quant-tables'
import '../components/data-submission.css'

const LIST = '/data-submission/quantify-operation'
const EDIT = '/data-submission/quantify-operation-edit'

/**
 * 量化运行表编辑: one fund's month as an editable table (a row a trading day; 新增行, 删除),
 * each cell checked where it is; 保存草稿 keeps the cells as typed, 提交 is refused with the
 * first bad cell named. Unsaved edits are asked about before they are lost (hooks/use-leave-guard).
 */
export default function QuantOperationEditPage() {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const shown = useEditedTable()
  const { detail, editor } = shown
  const actions = useQuantActions()
  const guard = useLeaveGuard({
    dirty: editor.dirty,
    onDiscard: editor.discard,
    home: shown.home,
  })
  const back = () =>
    guard.confirm(() => {
      useTabsStore.getState().viewClosed(EDIT)
      navigate(LIST)
    })

  if (!shown.id) {
    return (
      <Card variant="borderless">
        <Empty description="未指定运行表，请从量化运行表列表中选择或新建">
          <Button type="primary" onClick={() => navigate(LIST)}>
            前往量化运行表
          </Button>
        </Empty>
      </Card>
    )
  }
  if (shown.query.isError)
    return <LoadFailed title="运行表加载失败" onRetry={() => void shown.query.refetch()} />
  if (!detail) return <Skeleton active paragraph={{ rows: 10 }} />

  const readOnly = detail.status === 'submitted'
  const body = { tableId: detail.tableId, rows: editor.rows }
  const submit = () => {
    const problem = firstTableProblem(editor.rows, detail.month)
    if (!problem) return actions.submit.mutate(body)
    editor.tried()
    void message.error(`未能提交：${problem}`)
    const first = document.querySelector<HTMLElement>('.quant-cell [aria-invalid="true"]')
    first?.focus()
  }
  const { title, extra } = quantEditHead({
    detail,
    dirty: editor.dirty,
    saving: actions.save.isPending,
    submitting: actions.submit.isPending,
    onBack: back,
    onSave: () => actions.save.mutate(body),
    onSubmit: submit,
  })
  return (
    <Card variant="borderless" title={title} extra={extra} className="quant-page">
      {readOnly ? (
        <Alert
          className="ds-summary"
          type="success"
          showIcon
          title={`已于 ${formatDateTime(detail.submittedAt)} 提交，仅可查看`}
        />
      ) : (
        <p className="quant-hint">
          {`带 * 的列必填；日期须在${monthLabel(detail.month)}内；持仓规模 0–1,000,000 万元，杠杆倍数 0–10，换手率 0–1,000%，最大回撤 0–100%，最多两位小数。`}
        </p>
      )}
      <QuantEditorTable editor={editor} month={detail.month} readOnly={readOnly} />
      <div className="quant-footer">
        <span>{`共 ${editor.rows.length} 行`}</span>
        {!readOnly && (
          <Button icon={<PlusOutlined />} disabled={!editor.canAdd} onClick={editor.add}>
            新增行
          </Button>
        )}
      </div>
      <LeaveGuardDialog
        open={guard.open || shown.switching}
        onLeave={shown.switching && !guard.open ? editor.discard : guard.leave}
        onStay={shown.switching && !guard.open ? shown.stay : guard.stay}
      />
    </Card>
  )
}
