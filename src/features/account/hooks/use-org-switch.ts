import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SESSION_KEYS } from '@/config/storage-keys'
import { notify } from '@/lib/notify'
import { writeString } from '@/lib/safe-storage'
import { organizationsQuery } from '@/api/user/get-organizations'
import { useSessionStore, useSessionUser } from '@/stores/session-store'
import { useTabsStore } from '@/stores/tabs-store'
import type { Organization } from '@contract/api'
import { changeUser } from '@/api/user/change-user'
import { pageReload } from '../page-reload'
import { bodyText, businessBody, handledByClient } from '../server-message'

/** portal-spec §8, Organisation switch. */
export const ORG_SWITCH_MSG = {
  exception: '用户切换异常，请稍后再试',
  failed: '用户切换失败，请稍后再试',
} as const

const NO_ORGS: Organization[] = []

/** The app starts again here after a switch (portal-spec §4: the page reloads at /public). */
export const RELOAD_AT = '/public/'

/** The user's organisations, and switching to one of them (portal-spec §4, §6, §8). */
export function useOrgSwitch() {
  const user = useSessionUser()
  const userId = user?.userId
  const query = useQuery({
    ...organizationsQuery(userId),
    enabled: Boolean(userId),
  })
  const [switching, setSwitching] = useState(false)

  const switchTo = async (orgId: string) => {
    const { token } = useSessionStore.getState()
    if (!token || !user || orgId === user.orgId || switching) return
    setSwitching(true)
    try {
      const answer = await changeUser(token, orgId)
      if (!answer.jwt || !answer.data) {
        notify.error(bodyText(answer, ['data']) ?? ORG_SWITCH_MSG.exception)
        return
      }
      writeString(SESSION_KEYS.checkRiskTipsStatus, '1')
      // Logs in again, as staff of the chosen organisation.
      useSessionStore.getState().loggedIn(answer.jwt, answer.data)
      // As the confirmation says, the open pages close: only the fixed 首页 is there after
      // the reload.
      useTabsStore.getState().sessionSwitched()
      pageReload.at(RELOAD_AT)
    } catch (e) {
      if (handledByClient(e)) return
      const body = businessBody(e)
      if (body) notify.error(bodyText(body, ['data']) ?? ORG_SWITCH_MSG.exception)
      else notify.error(ORG_SWITCH_MSG.failed)
    } finally {
      setSwitching(false)
    }
  }

  /** How the organisation list is loading, for a page that shows it (个人中心 · 所属机构). */
  const state = { isPending: query.isPending, isError: query.isError, refetch: query.refetch }
  return { user, orgs: query.data ?? NO_ORGS, state, switching, switchTo }
}
