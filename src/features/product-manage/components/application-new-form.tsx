import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { Form, Select } from 'antd'
import type { ReactNode } from 'react'
import { notify } from '@/lib/notify'
import type { ApplicationFund } from '@contract/api/application'
import { useApplicationAction } from '../hooks/use-application-action'

/**
 * What the 新建… forms of 产品成立, 产品清算 and 产品分红 share: the funds to choose from, the
 * submit that says it went through and closes, and the 产品 field.
 */
export function useApplicationForm<B, T, K extends QueryKey>(
  list: string,
  fundsQuery: UseQueryOptions<ApplicationFund[], Error, ApplicationFund[], K>,
  submitFn: (body: B) => Promise<T>,
  loadFunds: boolean,
) {
  const funds = useQuery({ ...fundsQuery, enabled: loadFunds })
  const submit = useApplicationAction(list, submitFn)
  /** Sends it; once the server has it, says so and closes. */
  const send = (body: B, done: string, onClose: () => void) =>
    submit.mutate(body, {
      onSuccess: () => {
        notify.success(done)
        onClose()
      },
    })
  return { funds, submit, send }
}

/** ApplicationFormModal's loading, failed and nothing-to-do states while the funds load. */
export const fundsState = (
  funds: UseQueryResult<ApplicationFund[]>,
  open: boolean,
  emptyText: string,
) => ({
  loading: open && funds.isPending,
  failed: funds.isError,
  onRetry: () => void funds.refetch(),
  empty: funds.data?.length === 0 ? emptyText : undefined,
})

interface FundFieldProps {
  funds: readonly ApplicationFund[] | undefined
  placeholder: string
  /** Typing filters the choices (code or name). */
  searchable?: boolean
  extra?: ReactNode
}

/** 产品: one of the funds offered, required. */
export const FundField = ({ funds, placeholder, searchable = true, extra }: FundFieldProps) => (
  <Form.Item
    name="fundCode"
    label="产品"
    rules={[{ required: true, message: '请选择产品' }]}
    extra={extra}
  >
    <Select
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      placeholder={placeholder}
      options={funds?.map((f) => ({ value: f.fundCode, label: `${f.fundCode} ${f.fundName}` }))}
    />
  </Form.Item>
)
