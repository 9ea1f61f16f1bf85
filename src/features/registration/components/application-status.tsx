import { Alert, Button, Descriptions, Form } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { formatBeijing } from '@contract/beijing-time'
import { errorMessage } from '@/lib/http/api-error'
import type { ApplicationStatusView } from '@contract/api/registration'
import { applicationStatusQuery } from '@/api/public/applications'
import { normalizeCode } from '../rules'
import { LimitedInput } from '@/components/limited-input'

const STATUS_TEXT = { pending: '待审核', approved: '已通过', rejected: '已退回' } as const

/** Beijing time, wherever the browser is. */
const formatDateTime = (iso: string) => formatBeijing(iso, 'YYYY-MM-DD HH:mm')

const KIND = { registration: '管理人注册', adminChange: '管理员变更' } as const

/** 申请进度查询: a registration's or administrator change's status by its number. */
export function ApplicationStatus() {
  const [params, setParams] = useSearchParams()
  const applyNo = params.get('applyNo') ?? ''
  const status = useQuery({ ...applicationStatusQuery(applyNo), enabled: Boolean(applyNo) })
  // While asking (again), the last answer is not shown as if it were the new one.
  const loading = status.isFetching
  const problem =
    !loading && status.isError ? errorMessage(status.error, '查询失败，请稍后再试') : undefined
  const found: ApplicationStatusView | undefined = loading ? undefined : status.data
  const ask = ({ applyNo: typed }: { applyNo: string }) => {
    // The same number again looks again (the review may have finished meanwhile).
    if (typed === applyNo) void status.refetch()
    else setParams({ applyNo: typed })
  }

  return (
    <>
      <Form
        layout="inline"
        className="apply-status-form"
        initialValues={{ applyNo }}
        onFinish={ask}
      >
        <Form.Item
          name="applyNo"
          label="申请编号"
          normalize={normalizeCode}
          rules={[
            { required: true, message: '请输入申请编号' },
            { pattern: /^(REG|MGR)\d{11}$/, message: '申请编号为 REG 或 MGR 加 11 位数字' },
          ]}
        >
          <LimitedInput placeholder="如 REG20250603001" max={14} allowClear />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={loading}>
            查询
          </Button>
        </Form.Item>
      </Form>
      {problem && <Alert className="apply-alert" type="warning" showIcon title={problem} />}
      {found && (
        <Descriptions
          className="apply-status-result"
          size="small"
          bordered
          column={1}
          items={[
            { label: '申请编号', children: found.applyNo },
            { label: '申请类型', children: KIND[found.kind] },
            { label: '机构名称', children: found.orgName },
            { label: '提交时间', children: formatDateTime(found.submittedAt) },
            {
              label: '审核状态',
              children: (
                <span className={`apply-status apply-status--${found.status}`}>
                  {STATUS_TEXT[found.status]}
                </span>
              ),
            },
            ...(found.reviewedAt
              ? [{ label: '审核时间', children: formatDateTime(found.reviewedAt) }]
              : []),
            ...(found.remark ? [{ label: '审核意见', children: found.remark }] : []),
          ]}
        />
      )}
    </>
  )
}
