import { PlusOutlined } from '@ant-design/icons'
import { Button, Card, Form, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { useNavigate } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import { EMAIL_REPORT_TYPE_LABEL, type EmailRecipientType } from '@contract/api/valuation-reports'
import { queryEmailTypes } from '../api/email-api'
import { emailColumns, TYPE_STATUSES } from '../components/email-columns'
import { emailEditPath, emailSeePath } from '../components/email-paths'
import { EMAIL_LIST, useEmailTypeActions } from '../hooks/use-email-types'
import '../components/financial-report.css'

const FIELDS: QueryField[] = [
  { name: 'name', kind: 'text' },
  { name: 'reportType', kind: 'select' },
  { name: 'status', kind: 'select' },
]
const REPORT_OPTIONS = Object.entries(EMAIL_REPORT_TYPE_LABEL).map(([value, label]) => ({
  value,
  label,
}))
const STATUS_OPTIONS = Object.entries(TYPE_STATUSES).map(([value, s]) => ({ value, label: s.text }))

/**
 * 发送配置: the organisation's email recipient types — who receives 估值表, 净值, 凭证 and 报表,
 * and how often; 新增, 查看, 编辑 (their own pages) and 删除.
 */
export default function EmailManagePage() {
  const table = useTableQuery<EmailRecipientType>({
    name: EMAIL_LIST,
    fields: FIELDS,
    fetchPage: queryEmailTypes,
    rowKey: 'typeId',
  })
  const navigate = useNavigate()
  const { remove } = useEmailTypeActions()
  const columns = emailColumns({
    see: (t) => void navigate(emailSeePath(t.typeId)),
    edit: (t) => void navigate(emailEditPath(t.typeId)),
    remove: (t) => remove.mutateAsync(t),
  })
  return (
    <Card>
      <QueryForm formProps={table.formProps}>
        <Form.Item name="name" label="类型名称">
          <LimitedInput aria-label="类型名称" allowClear max={20} />
        </Form.Item>
        <Form.Item name="reportType" label="报送内容">
          <Select aria-label="报送内容" allowClear placeholder="全部" options={REPORT_OPTIONS} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select aria-label="状态" allowClear placeholder="全部" options={STATUS_OPTIONS} />
        </Form.Item>
      </QueryForm>
      <QueryTable<EmailRecipientType>
        title="邮件收件人类型"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(emailEditPath())}
          >
            新增
          </Button>
        }
      />
    </Card>
  )
}
