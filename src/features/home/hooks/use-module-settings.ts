import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { HomeModule } from '@/components/home-card'
import { notify } from '@/lib/notify'
import { useSessionUser } from '@/stores/session-store'
import type { HomeModuleSetting } from '@contract/api/home'
import { homepageKeys } from '@/api/homepage/keys'
import { moduleSettingsQuery, saveModuleSettings } from '@/api/homepage/module-settings'
import { placeModules, type PlacedModule } from '../module-layout'

/** The user's home layout: loading, placed modules (default on failure), and a save. */
export function useModuleSettings(modules: readonly HomeModule[]) {
  const userId = useSessionUser()?.userId
  const client = useQueryClient()
  const query = useQuery({ ...moduleSettingsQuery(userId ?? ''), enabled: Boolean(userId) })
  const placed: PlacedModule[] = useMemo(
    () => placeModules(modules, query.data),
    [modules, query.data],
  )
  const save = useMutation({
    mutationFn: (next: HomeModuleSetting[]) => saveModuleSettings(userId as string, next),
    onSuccess: (_data, next) => {
      client.setQueryData(homepageKeys.moduleSettings(userId ?? ''), next)
      notify.success('模块设置已保存')
    },
  })
  return {
    loading: query.isPending,
    /** The saved layout could not be read: the default shows. */
    failed: query.isError,
    retry: () => void query.refetch(),
    placed,
    save,
  }
}
