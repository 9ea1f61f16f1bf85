import { Card } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { errorMessage } from '@/lib/http/api-error'
import { LoadFailed } from '@/components/load-failed'
import { NoticeDetail } from '../components/notice-detail'
import { NoticeFilters, type NoticeFilterValues } from '../components/notice-filters'
import { NoticeTable } from '../components/notice-table'
import { useNoticeList } from '../hooks/use-notices'
import '../components/notices.css'

/**
 * 通知公告 (/notice): filters, a server-paginated list with unread notices marked, and a
 * notice's detail in a drawer. /notice?id=… opens that notice (the home card links there);
 * the filters live in this page, which the shell keeps alive between tabs.
 */
export default function NoticePage() {
  const [filters, setFilters] = useState<NoticeFilterValues>({})
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 })
  const [params, setParams] = useSearchParams()
  const openId = params.get('id') ?? undefined
  const list = useNoticeList({ ...filters, ...paging })

  const open = (id: string) => setParams({ id })
  const close = () => setParams({}, { replace: true })

  return (
    <Card title="通知公告" className="notice-page">
      <NoticeFilters
        onSearch={(values) => {
          setFilters(values)
          setPaging((p) => ({ ...p, pageNo: 1 }))
        }}
      />
      {list.isError && (
        <div className="notice-page__failed">
          <LoadFailed
            title={errorMessage(list.error, '通知公告加载失败')}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      <NoticeTable
        page={list.isError ? undefined : list.data}
        paging={paging}
        loading={list.isFetching}
        onOpen={open}
        onPage={setPaging}
      />
      <NoticeDetail id={openId} onClose={close} />
    </Card>
  )
}
