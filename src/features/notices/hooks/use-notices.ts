import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSessionStore } from '@/stores/session-store'
import type { NoticeItem, NoticeQuery, PagedList } from '@contract/api/notice'
import { queryHomeList, queryMoreList } from '@/api/announcement/query-notices'
import { viewNotice } from '@/api/announcement/view-notice'
import { noticeKeys } from './notice-keys'

const useUserId = () => useSessionStore((s) => s.user?.userId)

/** One page of 通知公告; the previous page stays shown while the next one loads. */
export function useNoticeList(query: NoticeQuery) {
  const userId = useUserId()
  return useQuery({
    queryKey: noticeKeys.list(userId, query),
    queryFn: () => queryMoreList(userId as string, query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  })
}

/** The home card's latest notices. */
export function useHomeNotices() {
  const userId = useUserId()
  return useQuery({
    queryKey: noticeKeys.home(userId),
    queryFn: queryHomeList,
    enabled: Boolean(userId),
  })
}

const markRead = (id: string) => (item: NoticeItem) =>
  item.id === id ? { ...item, read: true } : item

/** A notice's detail; opening it marks it read here and in every list already loaded. */
export function useNoticeDetail(id: string | undefined) {
  const userId = useUserId()
  const client = useQueryClient()
  return useQuery({
    queryKey: noticeKeys.detail(userId, id ?? ''),
    queryFn: async () => {
      const detail = await viewNotice(userId as string, id as string)
      client.setQueriesData<PagedList<NoticeItem>>(
        { queryKey: [...noticeKeys.all(userId), 'list'] },
        (page) => page && { ...page, list: page.list.map(markRead(detail.id)) },
      )
      client.setQueryData<NoticeItem[]>(noticeKeys.home(userId), (list) =>
        list?.map(markRead(detail.id)),
      )
      return detail
    },
    enabled: Boolean(userId && id),
    retry: false,
  })
}
