import { DatePicker, Form, InputNumber, Modal, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import type { Dayjs } from 'dayjs'
import { ID_TYPES } from '@contract/id-types'
import { dayjs } from '@/lib/dayjs'
import type { TransferSigner } from '@contract/api/custodian'
import { useSignerActions } from '../hooks/use-signers'
import { FundSelect } from '@/components/fund-select'
import { custodianFunds } from '@/api/custodian/query-funds'
import { dailyLimitRule, idNoRule, mobileRule, singleLimitRule } from './signer-rules'

interface Values {
  name: string
  idType: string
  idNo?: string
  mobile?: string
  fundCodes: string[]
  singleLimit: number
  dailyLimit: number
  valid: [Dayjs, Dayjs]
}

const PERSON_IDS = ID_TYPES.filter((t) => t.holder === 'person').map((t) => ({
  value: t.value,
  label: t.label,
}))
const required = (message: string) => ({ required: true, message })
const KEEP = '留空则不修改'
const keep = (masked?: string) => (masked ? `当前为 ${masked}，${KEEP}` : undefined)
const money = { style: { width: '100%' }, min: 0, precision: 2, suffix: '元' } as const

/** 新增授权人 or 修改 one: who, for which funds, up to what, for how long. */
export function SignerForm({
  signer,
  open,
  onClose,
}: {
  signer?: TransferSigner
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<Values>()
  const { save } = useSignerActions()
  const finish = ({ valid, ...v }: Values) =>
    save.mutate(
      {
        ...v,
        signerId: signer?.signerId,
        name: v.name.trim(),
        // Empty on an edit: the server keeps the stored value.
        idNo: v.idNo?.trim().toUpperCase() ?? '',
        mobile: v.mobile?.trim() ?? '',
        validFrom: valid[0].format('YYYY-MM-DD'),
        validTo: valid[1].format('YYYY-MM-DD'),
      },
      { onSuccess: onClose },
    )
  // The ID number and mobile are masked in the list: an edit starts them empty.
  const initial = signer
    ? {
        ...signer,
        idNo: undefined,
        mobile: undefined,
        valid: [dayjs(signer.validFrom), dayjs(signer.validTo)],
      }
    : { idType: '0' }
  return (
    <Modal
      open={open}
      title={signer ? `修改授权人（${signer.name}）` : '新增授权人'}
      okText="保存"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        name="signer"
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={finish}
        initialValues={initial}
      >
        <Form.Item
          name="name"
          label="姓名"
          rules={[
            {
              required: true,
              whitespace: true,
              min: 2,
              max: 20,
              message: '请填写姓名（2–20 个字符）',
            },
          ]}
        >
          <LimitedInput max={20} />
        </Form.Item>
        <Form.Item name="idType" label="证件类型" rules={[required('请选择证件类型')]}>
          <Select aria-label="证件类型" options={PERSON_IDS} />
        </Form.Item>
        <Form.Item
          name="idNo"
          label="证件号码"
          dependencies={['idType']}
          extra={keep(signer?.idNo)}
          rules={signer ? [idNoRule] : [required('请填写证件号码'), idNoRule]}
        >
          <LimitedInput max={20} placeholder={signer ? KEEP : undefined} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="手机号"
          extra={keep(signer?.mobile)}
          rules={signer ? [mobileRule] : [required('请填写手机号'), mobileRule]}
        >
          <LimitedInput max={11} placeholder={signer ? KEEP : undefined} />
        </Form.Item>
        <Form.Item name="fundCodes" label="授权产品" rules={[required('请选择授权产品')]}>
          <FundSelect
            funds={custodianFunds}
            aria-label="授权产品"
            mode="multiple"
            placeholder="请选择授权产品"
          />
        </Form.Item>
        <Form.Item
          name="singleLimit"
          label="单笔限额"
          rules={[required('请填写单笔限额'), singleLimitRule]}
        >
          <InputNumber {...money} />
        </Form.Item>
        <Form.Item
          name="dailyLimit"
          label="日累计限额"
          dependencies={['singleLimit']}
          rules={[required('请填写日累计限额'), dailyLimitRule]}
        >
          <InputNumber {...money} />
        </Form.Item>
        <Form.Item name="valid" label="有效期" rules={[required('请选择有效期')]}>
          <DatePicker.RangePicker aria-label="有效期" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
