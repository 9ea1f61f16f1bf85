import { postData } from '@/lib/http/request'

/**
 * POST /rest/maintenance/queryToDoCount?userId (portal-spec §3): asked again after an action
 * here, so the menus' badges drop at once. Silent: the badges are a hint.
 */
export const queryTodoCounts = (userId: string) =>
  postData<Record<string, unknown>>('/rest/maintenance/queryToDoCount', undefined, {
    params: { userId },
    silent: true,
  })
