import { CheckOutlined } from '@ant-design/icons'
import { Button, Card, Pagination, Segmented, Skeleton } from 'antd'
import { useState } from 'react'
import { errorMessage } from '@/lib/http/api-error'
import type { MessageReadState } from '@contract/api/notice'
import { LoadFailed } from '@/components/load-failed'
import { MessageList } from '../components/message-list'
import { useMarkRead, useMessageList } from '../hooks/use-messages'
import '../components/notices.css'
import { serverPagination } from '@/lib/server-pagination'

/**
 * 消息中心 (/msg-center): the user's messages, unread first then newest, 全部 or 未读; 标为已读
 * one or 全部已读, after which the header's unread badge follows at once.
 */
export default function MsgCenterPage() {
  const [readState, setReadState] = useState<MessageReadState>('all')
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 })
  const list = useMessageList(readState, paging.pageNo, paging.pageSize)
  const mark = useMarkRead()
  const unread = list.data?.unread ?? 0
  const markOne = (id: string) =>
    mark.one.mutate(id, {
      // The last unread one of a later 未读 page: that page is gone, show the one before.
      onSuccess: () => {
        if (readState === 'unread' && list.data?.list.length === 1 && paging.pageNo > 1)
          setPaging((p) => ({ ...p, pageNo: p.pageNo - 1 }))
      },
    })

  const body = list.isError ? (
    <LoadFailed
      title={errorMessage(list.error, '消息加载失败')}
      onRetry={() => void list.refetch()}
    />
  ) : list.data ? (
    <MessageList
      messages={list.data.list}
      emptyText={readState === 'unread' ? '暂无未读消息' : '暂无消息'}
      marking={mark.one.isPending ? mark.one.variables : undefined}
      onMarkRead={markOne}
    />
  ) : (
    <div role="status" aria-label="正在加载消息">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  )

  return (
    <Card
      title="消息中心"
      className="msg-center"
      extra={
        <Button
          icon={<CheckOutlined />}
          disabled={unread === 0}
          loading={mark.all.isPending}
          onClick={() => mark.all.mutate()}
        >
          全部已读
        </Button>
      }
    >
      <Segmented<MessageReadState>
        aria-label="消息范围"
        value={readState}
        onChange={(value) => {
          setReadState(value)
          setPaging((p) => ({ ...p, pageNo: 1 }))
        }}
        options={[
          { value: 'all', label: '全部' },
          { value: 'unread', label: unread > 0 ? `未读（${unread}）` : '未读' },
        ]}
      />
      {body}
      {list.data && list.data.total > 0 && (
        <Pagination
          className="msg-center__pagination"
          align="end"
          {...serverPagination(paging, list.data.total, setPaging)}
        />
      )}
    </Card>
  )
}
