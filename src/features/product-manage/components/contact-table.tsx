import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd'
import { MaskedValue } from '@/components/masked-value'
import type { FundContact } from '@contract/api/fund-query'
import { revealContactMobile } from '@/api/fund/fund-contacts'
import './fund-query.css'

interface Props {
  contacts: FundContact[] | undefined
  loading: boolean
  onEdit: (contact: FundContact) => void
  onDelete: (contact: FundContact) => Promise<unknown>
}

/**
 * The fund's contacts: who they are, how to reach them (the mobile masked, 查看 on request),
 * which notices they receive.
 */
export function ContactTable({ contacts, loading, onEdit, onDelete }: Props) {
  const columns: TableColumnsType<FundContact> = [
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '角色', dataIndex: 'role', width: 90 },
    {
      title: '手机号码',
      dataIndex: 'mobile',
      width: 170,
      render: (mobile: string, c: FundContact) => (
        <MaskedValue
          masked={mobile}
          label={`${c.name} 的手机号码`}
          reveal={() => revealContactMobile(c.contactId)}
        />
      ),
    },
    { title: '邮箱', dataIndex: 'email', width: 220 },
    {
      title: '接收通知',
      dataIndex: 'notices',
      render: (notices: FundContact['notices']) =>
        notices.length ? (
          <span className="fund-contacts__notices">
            {notices.map((n) => (
              <Tag key={n} color="blue">
                {n}
              </Tag>
            ))}
          </span>
        ) : (
          <span className="fund-contacts__none">不接收</span>
        ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_, contact) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onEdit(contact)}>
            编辑
          </Button>
          <Popconfirm
            title={`确定删除联系人 ${contact.name}？`}
            description="删除后该联系人将不再收到本产品的通知。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => onDelete(contact)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]
  return (
    <Table<FundContact>
      rowKey="contactId"
      size="middle"
      columns={columns}
      dataSource={contacts}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无联系人，请点击“新增联系人”添加' }}
    />
  )
}
