import { PlusOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import { useNavigate } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { EMAIL_REPORT_TYPE_LABEL, type EmailRecipientType } from '@contract/api/valuation-reports'
import { queryEmailTypes } from '@/api/valuation/email-api'
import { emailColumns, TYPE_STATUSES } from '../components/email-columns'
import { emailEditPath, emailSeePath } from '../components/email-paths'
import { EMAIL_LIST, useEmailTypeActions } from '../hooks/use-email-types'
import '../components/financial-report.css'

const REPORT_OPTIONS = Object.entries(EMAIL_REPORT_TYPE_LABEL).map(([value, label]) => ({
  value,
  label,
}))
const STATUS_OPTIONS = Object.entries(TYPE_STATUSES).map(([value, s]) => ({ value, label: s.text }))

const FIELDS: QueryFieldSpec[] = [
  { name: 'name', kind: 'text', label: '类型名称', max: 20 },
  { name: 'reportType', kind: 'select', label: '报送内容', options: REPORT_OPTIONS },
  { name: 'status', kind: 'select', label: '状态', options: STATUS_OPTIONS },
]

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
      <QueryForm formProps={table.formProps} fields={FIELDS} />
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
