import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { HomeModuleSetting, HomepageModuleSettings } from '@contract/api/home'
import { homepageKeys } from './keys'

/*
 * The user's home page layout (docs/api.md "Home page"). Reading is silent: a failure shows
 * the default layout with a quiet warning on the page. Saving speaks through the client.
 */

/** POST /homepage/queryUserHomepageModuleSettings?userId: the saved modules, in order. */
export const getModuleSettings = (userId: string) =>
  postData<HomepageModuleSettings | null>('/homepage/queryUserHomepageModuleSettings', undefined, {
    params: { userId },
    silent: true,
  }).then((data) => (Array.isArray(data?.modules) ? data.modules : []))

export const moduleSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: homepageKeys.moduleSettings(userId),
    queryFn: () => getModuleSettings(userId),
  })

/** POST /homepage/saveUserHomepageModuleSettings?userId with body { modules }. */
export const saveModuleSettings = (userId: string, modules: HomeModuleSetting[]) =>
  postData<HomepageModuleSettings>(
    '/homepage/saveUserHomepageModuleSettings',
    { modules } satisfies HomepageModuleSettings,
    { params: { userId } },
  )
