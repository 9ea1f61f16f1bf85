import { Button, Popconfirm, Tag, Tooltip } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import {
  EMAIL_FREQUENCY_LABEL,
  EMAIL_REPORT_TYPE_LABEL,
  EMAIL_TYPE_STATUS_LABEL,
  type EmailRecipientType,
} from '@contract/api/valuation-reports'

export const TYPE_STATUSES = {
  enabled: { text: EMAIL_TYPE_STATUS_LABEL.enabled, color: 'success' },
  disabled: { text: EMAIL_TYPE_STATUS_LABEL.disabled, color: 'default' },
} as const

/** 发送配置's columns: who receives what how often; 查看, 编辑, 删除 (asked first). */
export function emailColumns(actions: {
  see: (t: EmailRecipientType) => void
  edit: (t: EmailRecipientType) => void
  remove: (t: EmailRecipientType) => Promise<unknown>
}): ColumnType<EmailRecipientType>[] {
  return [
    { title: '类型名称', dataIndex: 'name', key: 'name' },
    {
      title: '收件人数',
      key: 'recipients',
      align: 'right',
      width: 100,
      render: (_, t) => (
        <Tooltip title={t.recipients.join('；')}>
          <span>{t.recipients.length}</span>
        </Tooltip>
      ),
    },
    {
      title: '报送内容',
      key: 'reportTypes',
      render: (_, t) => t.reportTypes.map((r) => <Tag key={r}>{EMAIL_REPORT_TYPE_LABEL[r]}</Tag>),
    },
    {
      title: '发送频率',
      dataIndex: 'frequency',
      key: 'frequency',
      width: 100,
      render: (f: keyof typeof EMAIL_FREQUENCY_LABEL) => EMAIL_FREQUENCY_LABEL[f],
    },
    statusColumn({ title: '状态', field: 'status', statuses: TYPE_STATUSES }),
    { title: '最近修改人', dataIndex: 'updatedBy', key: 'updatedBy', width: 110 },
    dateColumn({ title: '最近修改时间', field: 'updatedAt', withTime: true }),
    actionColumn(
      (t) => (
        <span className="valuation-actions">
          <Button type="link" size="small" onClick={() => actions.see(t)}>
            查看
          </Button>
          <Button type="link" size="small" onClick={() => actions.edit(t)}>
            编辑
          </Button>
          <Popconfirm
            title={`确定删除收件人类型“${t.name}”？`}
            description="删除后，该类型的收件人将不再收到邮件。"
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => actions.remove(t)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </span>
      ),
      160,
    ),
  ]
}
