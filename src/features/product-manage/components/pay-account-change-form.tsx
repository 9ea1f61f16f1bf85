import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Form, Select } from 'antd'
import { Link } from 'react-router-dom'
import { FileUpload } from '@/components/file-upload/file-upload'
import { LimitedInput } from '@/components/limited-input'
import { LimitedTextArea } from '@/components/limited-text-area'
import { LoadFailed } from '@/components/load-failed'
import { PAY_CHANGE_LIMITS as LIMITS, type PayChangeDetail } from '@contract/api/pay-account-change'
import type { UploadedFile } from '@contract/api/upload'
import {
  payChangeFundsQuery,
  submitPayChange,
  uploadPayChangeProof,
} from '@/api/pay-account-change/pay-account-change-apply'
import { payAccountChangeKeys } from '@/api/pay-account-change/keys'
import { listKey } from '@/hooks/use-table-query'
import { PAY_RECORDS_LIST } from '../hooks/use-pay-account-change-withdraw'
import { PayAccountView } from './pay-account-change-account'

interface Values {
  fundCode?: string
  newAccountName?: string
  newAccountNo?: string
  newBankName?: string
  reason?: string
  proof?: UploadedFile[]
}

export const RECORDS_PATH = '/pay-account-change-record'
const PROOF_HINT = `必填，最多 ${LIMITS.proofMax} 个：开户证明、变更申请函等，PDF、JPG、PNG 格式，单个不超过 10 MB`
const required = (message: string) => ({ required: true, whitespace: true, message })

/**
 * The application: the fund (its current paying account shows), the new account, why, and
 * proof. A refusal (client or server) keeps everything typed; a success hands the new record
 * up, and the fund list and the records list load again.
 */
export function PayAccountChangeForm({
  onSubmitted,
}: {
  onSubmitted: (d: PayChangeDetail) => void
}) {
  const [form] = Form.useForm<Values>()
  const client = useQueryClient()
  const funds = useQuery(payChangeFundsQuery())
  const submit = useMutation({
    mutationFn: submitPayChange,
    onSuccess: (detail) => {
      void client.invalidateQueries({ queryKey: payAccountChangeKeys.funds() })
      void client.invalidateQueries({ queryKey: listKey(PAY_RECORDS_LIST) })
      onSubmitted(detail)
    },
  })
  const fundCode = Form.useWatch('fundCode', form)
  const fund = funds.data?.find((f) => f.fundCode === fundCode)
  if (funds.isError)
    return <LoadFailed title="产品列表加载失败" onRetry={() => void funds.refetch()} />

  const finish = (v: Values) =>
    submit.mutate({
      fundCode: v.fundCode ?? '',
      newAccountName: v.newAccountName?.trim() ?? '',
      newAccountNo: v.newAccountNo ?? '',
      newBankName: v.newBankName?.trim() ?? '',
      reason: v.reason?.trim() ?? '',
      proofFileIds: (v.proof ?? []).map((f) => f.fileId),
    })
  const notCurrent = async (_: unknown, value?: string) => {
    if (value && fund && value === fund.current.accountNo)
      throw new Error('新账号与原付款账户相同，无需变更')
  }
  const hasProof = async (_: unknown, value?: UploadedFile[]) => {
    if (!value?.length) throw new Error('请上传证明材料')
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="pay-change__form"
      onFinish={finish}
      disabled={submit.isPending}
      requiredMark
    >
      <Form.Item name="fundCode" label="产品" rules={[{ required: true, message: '请选择产品' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={funds.isLoading}
          placeholder="请选择产品（代码或名称可搜索）"
          options={funds.data?.map((f) => ({
            value: f.fundCode,
            label: `${f.fundCode} ${f.fundName}${f.pendingId ? '（有待审核申请）' : ''}`,
          }))}
        />
      </Form.Item>
      <Form.Item label="原付款账户">
        <div className="pay-change__current" aria-live="polite">
          {fund ? <PayAccountView account={fund.current} /> : '请先选择产品'}
        </div>
        {fund?.pendingId && (
          <Alert
            className="pay-change__pending"
            type="warning"
            showIcon
            title={`该产品已有待审核的付款账户变更申请（${fund.pendingId}），审核完成或撤回后方可再次申请`}
            action={<Link to={RECORDS_PATH}>查看记录</Link>}
          />
        )}
      </Form.Item>
      <Form.Item name="newAccountName" label="新账户名称" rules={[required('请输入新账户名称')]}>
        <LimitedInput max={LIMITS.accountNameMax} placeholder="与开户证明上的户名一致" />
      </Form.Item>
      <Form.Item
        name="newAccountNo"
        label="新账号"
        rules={[
          required('请输入新账号'),
          { pattern: LIMITS.accountNo, message: '新账号须为8至30位数字' },
          { validator: notCurrent },
        ]}
      >
        <LimitedInput inputMode="numeric" max={30} placeholder="8 至 30 位数字，不含空格" />
      </Form.Item>
      <Form.Item name="newBankName" label="开户行" rules={[required('请输入开户行')]}>
        <LimitedInput max={LIMITS.bankNameMax} placeholder="例如：中国建设银行济南分行" />
      </Form.Item>
      <Form.Item name="reason" label="变更原因" rules={[required('请输入变更原因')]}>
        <LimitedTextArea max={LIMITS.reasonMax} autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="proof" label="证明材料" required rules={[{ validator: hasProof }]}>
        <FileUpload
          send={uploadPayChangeProof}
          accept={LIMITS.proofTypes}
          maxBytes={LIMITS.proofMaxBytes}
          maxCount={LIMITS.proofMax}
          hint={PROOF_HINT}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        提交申请
      </Button>
    </Form>
  )
}
