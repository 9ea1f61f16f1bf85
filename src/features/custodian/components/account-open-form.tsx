import { Form, Modal, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { LimitedTextArea } from '@/components/limited-text-area'
import { FileUpload } from '@/components/file-upload/file-upload'
import { isMobile } from '@contract/validators'
import {
  ACCOUNT_OPEN_DOCUMENTS_MAX,
  ACCOUNT_OPEN_INSTITUTIONS,
  CUSTODIAN_UPLOAD_MAX_BYTES,
  CUSTODIAN_UPLOAD_TYPES,
  type AccountOpenApplication,
  type AccountOpenKind,
} from '@contract/api/custodian'
import type { UploadedFile } from '@contract/api/upload'
import { uploadAccountDocument } from '@/api/custodian/account-open'
import { useSubmitAccountOpen } from '../hooks/use-account-open'
import { KIND_TEXT } from './account-open-kinds'
import { FundSelect } from '@/components/fund-select'
import { custodianFunds } from '@/api/custodian/query-funds'

interface Values {
  fundCode: string
  institution: string
  contactName: string
  contactMobile: string
  documents: UploadedFile[]
  remark?: string
}

interface Props {
  kind: AccountOpenKind
  /** A 待提交 application to complete; none for 新建申请. */
  draft?: AccountOpenApplication
  open: boolean
  onClose: () => void
}

/** 新建申请, or completing a 待提交 one: institution, contact, documents (uploaded first). */
export function AccountOpenForm({ kind, draft, open, onClose }: Props) {
  const [form] = Form.useForm<Values>()
  const submit = useSubmitAccountOpen(kind)
  const text = KIND_TEXT[kind]
  const finish = (v: Values) =>
    submit.mutate(
      {
        applyId: draft?.applyId,
        kind,
        fundCode: v.fundCode,
        institution: v.institution,
        contactName: v.contactName.trim(),
        contactMobile: v.contactMobile.trim(),
        documentIds: v.documents.map((d) => d.fileId),
        remark: v.remark?.trim(),
      },
      { onSuccess: onClose },
    )
  return (
    <Modal
      open={open}
      title={draft ? `补充材料并提交（${draft.applyId}）` : `新建${text.title}申请`}
      okText="提交申请"
      okButtonProps={{ loading: submit.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        name="accountOpen"
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={finish}
        initialValues={draft && { ...draft, remark: '' }}
        disabled={submit.isPending}
      >
        <Form.Item name="fundCode" label="产品" rules={[{ required: true, message: '请选择产品' }]}>
          <FundSelect
            funds={custodianFunds}
            aria-label="产品"
            placeholder="请选择产品"
            disabled={Boolean(draft)}
          />
        </Form.Item>
        <Form.Item
          name="institution"
          label={text.institution}
          rules={[{ required: true, message: '请选择开户机构' }]}
        >
          <Select
            aria-label={text.institution}
            placeholder={`请选择${text.institution}`}
            options={ACCOUNT_OPEN_INSTITUTIONS[kind].map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item
          name="contactName"
          label="经办人"
          rules={[
            {
              required: true,
              whitespace: true,
              min: 2,
              max: 20,
              message: '请填写经办人姓名（2–20 个字符）',
            },
          ]}
        >
          <LimitedInput max={20} />
        </Form.Item>
        <Form.Item
          name="contactMobile"
          label="联系电话"
          rules={[
            { required: true, message: '请填写联系电话' },
            {
              validator: (_, v?: string) =>
                !v || isMobile(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('请输入正确的手机号')),
            },
          ]}
        >
          <LimitedInput max={11} />
        </Form.Item>
        <Form.Item
          name="documents"
          label="开户材料"
          rules={[{ required: true, type: 'array', min: 1, message: '请上传开户材料' }]}
        >
          <FileUpload
            send={uploadAccountDocument}
            accept={CUSTODIAN_UPLOAD_TYPES}
            maxBytes={CUSTODIAN_UPLOAD_MAX_BYTES}
            maxCount={ACCOUNT_OPEN_DOCUMENTS_MAX}
          />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <LimitedTextArea rows={2} max={200} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
