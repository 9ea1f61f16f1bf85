import { Alert, Button, Form, Modal } from 'antd'
import type { ChangeDetail, ChangeType } from '@contract/api/contract-manage'
import type { UploadedFile } from '@contract/api/upload'
import { useChangeableContracts, useSaveChange } from '../hooks/use-changes'
import { ChangeFields } from './change-fields'

interface Values {
  contractId: string
  changeType: ChangeType
  content: string
  reason: string
  documents?: UploadedFile[]
}

interface Props {
  open: boolean
  /** A 待提交 or 已退回 request to complete; none for 新建变更. */
  change?: ChangeDetail
  onClose: () => void
}

/**
 * 新建变更, or completing one: the contract (已生效), 变更类型, what changes and why, and the
 * documents (PDF or Word, uploaded first). 保存 keeps it 待提交; 提交 sends it to 托管审核 and
 * needs a document. An 已退回 one shows why and can only be sent again.
 */
export function ChangeForm({ open, change, onClose }: Props) {
  const [form] = Form.useForm<Values>()
  const save = useSaveChange()
  const contracts = useChangeableContracts(open && !change)
  const returned = change?.status === 'returned'
  const send = (submit: boolean) =>
    form
      .validateFields(submit ? undefined : ['contractId', 'changeType', 'content', 'reason'])
      .then(() => {
        const v = form.getFieldsValue(true) as Values
        const body = {
          changeId: change?.changeId,
          contractId: v.contractId,
          changeType: v.changeType,
          content: v.content.trim(),
          reason: v.reason.trim(),
          documentIds: (v.documents ?? []).map((d) => d.fileId),
          submit,
        }
        return save.mutateAsync(body).then(onClose)
      })
      .catch(() => undefined)
  const options = change
    ? [{ value: change.contractId, label: `${change.contractId} ${change.fundName}` }]
    : (contracts.data ?? []).map((c) => ({
        value: c.contractId,
        label: `${c.contractId} ${c.fundName}`,
      }))
  return (
    <Modal
      open={open}
      title={
        change ? `${returned ? '重新提交' : '编辑'}变更申请（${change.changeId}）` : '新建变更申请'
      }
      width={680}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        !returned && (
          <Button key="save" loading={save.isPending} onClick={() => void send(false)}>
            保存
          </Button>
        ),
        <Button
          key="submit"
          type="primary"
          loading={save.isPending}
          onClick={() => void send(true)}
        >
          {returned ? '重新提交' : '提交'}
        </Button>,
      ]}
    >
      {returned && change.returnReason && (
        <Alert
          className="contract-section"
          type="error"
          showIcon
          title={`退回原因：${change.returnReason}`}
        />
      )}
      <Form<Values>
        name="contract-change"
        form={form}
        layout="vertical"
        preserve={false}
        disabled={save.isPending}
        initialValues={change}
      >
        <ChangeFields options={options} loading={contracts.isLoading} locked={Boolean(change)} />
      </Form>
    </Modal>
  )
}
