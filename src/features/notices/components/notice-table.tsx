import { PaperClipOutlined } from '@ant-design/icons'
import { Button, Table, type TableColumnsType } from 'antd'
import type { NoticeItem, PagedList } from '@contract/api/notice'
import { NoticeTypeTag } from './notice-type-tag'
import { serverPagination, type PageState } from '@/lib/server-pagination'

interface Props {
  page: PagedList<NoticeItem> | undefined
  paging: PageState
  loading: boolean
  onOpen: (id: string) => void
  onPage: (next: PageState) => void
}

/** 通知公告 as a server-paginated table; an unread notice has a dot and a bold title. */
export function NoticeTable({ page, paging, loading, onOpen, onPage }: Props) {
  const columns: TableColumnsType<NoticeItem> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, notice) => (
        <Button
          type="link"
          className={notice.read ? 'notice-title' : 'notice-title notice-title--unread'}
          onClick={() => onOpen(notice.id)}
        >
          {notice.read ? (
            <span className="notice-dot notice-dot--read" aria-hidden />
          ) : (
            <span className="notice-dot" role="img" aria-label="未读" />
          )}
          <span className="notice-title__text">{title}</span>
        </Button>
      ),
    },
    {
      title: '类型',
      dataIndex: 'type',
      width: 110,
      render: (type: NoticeItem['type']) => <NoticeTypeTag type={type} />,
    },
    { title: '发布部门', dataIndex: 'publisher', width: 130, responsive: ['lg'] },
    { title: '发布时间', dataIndex: 'publishTime', width: 160 },
    {
      title: '附件',
      dataIndex: 'attachmentCount',
      width: 80,
      align: 'center',
      render: (count: number) =>
        count > 0 ? (
          <span aria-label={`${count} 个附件`}>
            <PaperClipOutlined aria-hidden /> {count}
          </span>
        ) : null,
    },
  ]
  return (
    <Table<NoticeItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.list}
      loading={loading}
      scroll={{ x: 720 }}
      pagination={serverPagination(paging, page?.total ?? 0, onPage)}
    />
  )
}
