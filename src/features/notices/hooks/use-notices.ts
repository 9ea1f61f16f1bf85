import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSessionUser } from '@/stores/session-store'
import type { NoticeItem, NoticeQuery, PagedList } from '@contract/api/notice'
import { announcementKeys } from '@/api/announcement/keys'
import { homeNoticesQuery, noticeListQuery } from '@/api/announcement/query-notices'
import { viewNotice } from '@/api/announcement/view-notice'

const useUserId = () => useSessionUser()?.userId

/** One page of 通知公告; the previous page stays shown while the next one loads. */
export function useNoticeList(query: NoticeQuery) {
  const userId = useUserId()
  return useQuery({
    ...noticeListQuery(userId, query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  })
}

/** The home card's latest notices. */
export function useHomeNotices() {
  const userId = useUserId()
  return useQuery({ ...homeNoticesQuery(userId), enabled: Boolean(userId) })
}

const markRead = (id: string) => (item: NoticeItem) =>
  item.id === id ? { ...item, read: true } : item

/** A notice's detail; opening it marks it read here and in every list already loaded. */
export function useNoticeDetail(id: string | undefined) {
  const userId = useUserId()
  const client = useQueryClient()
  return useQuery({
    queryKey: announcementKeys.notice(userId, id ?? ''),
    queryFn: async () => {
      const detail = await viewNotice(userId as string, id as string)
      client.setQueriesData<PagedList<NoticeItem>>(
        { queryKey: announcementKeys.noticeLists(userId) },
        (page) => page && { ...page, list: page.list.map(markRead(detail.id)) },
      )
      client.setQueryData<NoticeItem[]>(announcementKeys.noticeHome(userId), (list) =>
        list?.map(markRead(detail.id)),
      )
      return detail
    },
    enabled: Boolean(userId && id),
    retry: false,
  })
}
