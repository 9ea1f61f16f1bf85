import { Alert, Form, InputNumber } from 'antd'
import { useState } from 'react'
import { missingDocsText } from '@contract/api/application'
import { FUND_CREATE_DOCS, MAX_INVESTORS } from '@contract/api/fund-create'
import { fundCreateFundsQuery, fundCreateQuery, submitFundCreate } from '@/api/product/fund-create'
import { useApplicationDetail } from '../hooks/use-application-action'
import {
  ApplicationDocFields,
  docRefs,
  docValues,
  missingKinds,
  type DocValues,
} from './application-doc-fields'
import { ApplicationFormModal, MissingAlert } from './application-form-modal'
import { FundField, useApplicationForm } from './application-new-form'

/** 新建申请 (no applyId) or 补充材料 for a pending application. */
export interface FundCreateTarget {
  applyId?: string
}

interface Values {
  fundCode?: string
  raisedAmount?: number
  investorCount?: number
  docs?: DocValues
}

export const SUBMITTED = '已提交，等待托管审核'

/**
 * The establishment application form: the fund (new ones), 募集金额, 投资者人数 and the three
 * documents. 提交 with a document missing names what is missing and sends nothing; a refusal
 * from the server keeps everything entered.
 */
export function FundCreateForm(props: { target?: FundCreateTarget; onClose: () => void }) {
  const { target, onClose } = props
  const applyId = target?.applyId
  const detail = useApplicationDetail(fundCreateQuery, applyId)
  const { funds, submit, send } = useApplicationForm(
    'fund-create',
    fundCreateFundsQuery(),
    submitFundCreate,
    Boolean(target) && !applyId,
  )
  const [form] = Form.useForm<Values>()
  const [missing, setMissing] = useState<string>()

  const check = (docs: DocValues | undefined) => {
    const lacking = missingKinds(FUND_CREATE_DOCS, docs)
    setMissing(lacking.length ? missingDocsText(lacking) : undefined)
    return lacking.length === 0
  }
  const finish = ({ fundCode, raisedAmount = 0, investorCount = 0, docs }: Values) => {
    if (!check(docs)) return
    const documents = docRefs(FUND_CREATE_DOCS, docs)
    const body = { raisedAmount, investorCount, documents }
    send(applyId ? { ...body, applyId } : { ...body, fundCode }, SUBMITTED, onClose)
  }

  const record = detail.data
  const source = applyId ? detail : funds
  return (
    <ApplicationFormModal
      open={Boolean(target)}
      title={applyId ? `补充材料 · ${record?.fundName ?? ''}` : '新建成立申请'}
      loading={Boolean(target) && source.isPending}
      failed={source.isError}
      onRetry={() => void source.refetch()}
      empty={!applyId && funds.data?.length === 0 ? '暂无可申请成立的募集期产品' : undefined}
      submitting={submit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        name="fund-create-application"
        form={form}
        layout="vertical"
        onFinish={finish}
        onValuesChange={(_, all) => missing && check(all.docs)}
        disabled={submit.isPending}
        initialValues={
          record && {
            raisedAmount: record.raisedAmount || undefined,
            investorCount: record.investorCount || undefined,
            docs: docValues(record.documents),
          }
        }
      >
        {record?.returnReason && (
          <Alert
            className="application-form__missing"
            type="error"
            showIcon
            title={`退回原因：${record.returnReason}`}
          />
        )}
        {!applyId && (
          <FundField funds={funds.data} placeholder="请选择募集期产品" searchable={false} />
        )}
        <Form.Item
          name="raisedAmount"
          label="募集金额（元）"
          rules={[{ required: true, message: '请输入募集金额' }]}
        >
          <InputNumber<number>
            min={0.01}
            precision={2}
            formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
            parser={(v) => Number((v ?? '').replace(/,/g, ''))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="investorCount"
          label="投资者人数"
          rules={[{ required: true, message: '请输入投资者人数' }]}
        >
          <InputNumber min={1} max={MAX_INVESTORS} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <ApplicationDocFields kinds={FUND_CREATE_DOCS} />
        <MissingAlert text={missing} />
      </Form>
    </ApplicationFormModal>
  )
}
