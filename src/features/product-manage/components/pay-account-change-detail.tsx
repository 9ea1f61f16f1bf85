import { useQuery } from '@tanstack/react-query'
import { Button } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { payChangeQuery } from '@/api/pay-account-change/pay-account-change-records'
import { useWithdrawPayChange } from '../hooks/use-pay-account-change-withdraw'
import { PayAccountChangeSummary } from './pay-account-change-summary'

interface Props {
  /** The request shown; undefined when the drawer is closed. */
  id?: string
  onClose: () => void
}

/** One request in a drawer: its fields, proof and steps; 撤回 while it awaits review. */
export function PayAccountChangeDetail({ id, onClose }: Props) {
  const withdraw = useWithdrawPayChange()
  const detail = useQuery({ ...payChangeQuery(id ?? ''), enabled: Boolean(id) })
  const record = detail.data
  return (
    <DetailDrawer
      open={Boolean(id)}
      title={`付款账户变更申请 ${id ?? ''}`}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={
        record?.status === 'pending' && (
          <Button danger onClick={() => withdraw(record)}>
            撤回申请
          </Button>
        )
      }
    >
      {record && <PayAccountChangeSummary detail={record} />}
    </DetailDrawer>
  )
}
