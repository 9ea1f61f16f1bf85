import { useCallback, useState } from 'react'
import { errorMessage } from '@/lib/http/api-error'
import type { ResetOrganization } from '@contract/api/password-reset'
import { getRegisteredManagerList } from '@/api/login/staff-reset'

export const MANAGER_LIST_FAILED = '管理人列表查询失败，请稍后再试'

export type ManagerList =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; orgs: ResetOrganization[] }
  | { status: 'failed'; reason: string | undefined }

/** The organisations a reset ticket may choose from; a failure can be retried. */
export function useManagerList(onLoaded: (orgs: ResetOrganization[]) => void) {
  const [list, setList] = useState<ManagerList>({ status: 'idle' })

  const load = useCallback(
    async (ticket: string) => {
      setList({ status: 'loading' })
      try {
        const orgs = await getRegisteredManagerList(ticket)
        if (!Array.isArray(orgs) || orgs.length === 0) {
          setList({ status: 'failed', reason: '未查询到您所属的管理人机构' })
          return
        }
        setList({ status: 'ready', orgs })
        onLoaded(orgs)
      } catch (e) {
        setList({ status: 'failed', reason: errorMessage(e, '') || undefined })
      }
    },
    [onLoaded],
  )

  return { list, load }
}
