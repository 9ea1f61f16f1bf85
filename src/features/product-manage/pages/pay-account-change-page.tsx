import { Button, Card, Result } from 'antd'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useOnChange } from '@/hooks/use-on-change'
import type { PayChangeDetail } from '@contract/api/pay-account-change'
import { PayAccountChangeForm, RECORDS_PATH } from '../components/pay-account-change-form'
import { PayAccountChangeSummary } from '../components/pay-account-change-summary'
import '../components/pay-account-change.css'

/**
 * 付款账户变更 (product-manage/pay-account-change): apply online to change the account a fund
 * pays its fees and redemptions from. Once submitted the request waits for the custodian's
 * review (待审核); its steps show here and in the records (/pay-account-change-record).
 */
export default function PayAccountChangePage() {
  const navigate = useNavigate()
  const [submitted, setSubmitted] = useState<PayChangeDetail>()
  // A new form after 继续申请: nothing left over from the last one.
  const [round, setRound] = useState(0)
  const top = useRef<HTMLDivElement>(null)
  // The form was long: the result shows from the top of the page, which scrolls in the shell's
  // page area, not the window (once: not when the tab is shown again, which puts back where the
  // user left it).
  useOnChange(submitted, () => {
    if (submitted) top.current?.scrollIntoView?.({ block: 'start' })
  })
  return (
    <Card ref={top} title="付款账户变更申请" extra={<Link to={RECORDS_PATH}>变更记录</Link>}>
      {submitted ? (
        <>
          <Result
            status="success"
            title="付款账户变更申请已提交"
            subTitle={`申请编号 ${submitted.id}，等待托管人审核；审核结果可在变更记录中查看。`}
            extra={[
              <Button key="records" type="primary" onClick={() => void navigate(RECORDS_PATH)}>
                查看变更记录
              </Button>,
              <Button
                key="again"
                onClick={() => {
                  setSubmitted(undefined)
                  setRound((n) => n + 1)
                }}
              >
                继续申请
              </Button>,
            ]}
          />
          <PayAccountChangeSummary detail={submitted} />
        </>
      ) : (
        <PayAccountChangeForm key={round} onSubmitted={setSubmitted} />
      )}
    </Card>
  )
}
