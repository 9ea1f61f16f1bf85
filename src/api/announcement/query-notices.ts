import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { NoticeItem, NoticeQuery, PagedList } from '@contract/api/notice'
import { announcementKeys } from './keys'

/** POST /rest/announcement/queryHomeList: the latest notices for the home card. */
export const queryHomeList = () =>
  postData<NoticeItem[]>('/rest/announcement/queryHomeList', undefined, { silent: true })

/**
 * POST /rest/announcement/queryMoreList?userId&type&startDate&endDate&title&pageNo&pageSize:
 * one page of 通知公告, newest first. Silent: the page shows its own failure with a retry.
 */
export const queryMoreList = (userId: string, query: NoticeQuery) =>
  postData<PagedList<NoticeItem>>('/rest/announcement/queryMoreList', undefined, {
    params: {
      userId,
      type: query.type || undefined,
      startDate: query.startDate || undefined,
      endDate: query.endDate || undefined,
      title: query.title?.trim() || undefined,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
    silent: true,
  })

/** The home card's latest notices, cached per user. */
export const homeNoticesQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: announcementKeys.noticeHome(userId), queryFn: queryHomeList })

export const noticeListQuery = (userId: string | undefined, query: NoticeQuery) =>
  queryOptions({
    queryKey: announcementKeys.noticeList(userId, query),
    queryFn: () => queryMoreList(userId as string, query),
  })
