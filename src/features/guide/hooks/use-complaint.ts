import { useMutation } from '@tanstack/react-query'
import { INPUT_MAX } from '@contract/limits'
import { isApiError } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { useSessionUser } from '@/stores/session-store'
import { FEEDBACK_TYPE, modifyUserRemark } from '@/api/menu/modify-user-remark'

/** portal-spec §9: the complaint is sent 500 ms after the user confirms. */
export const COMPLAINT_DELAY_MS = 500
/** portal-spec §5: at most 2000 characters. */
export const COMPLAINT_MAX_LENGTH = INPUT_MAX.complaint
const MSG = { published: '发布成功！', failed: '发布失败！' } as const

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Publishes a complaint (feedBackType 2) about a page; pending through the delay and the call. */
export function useComplaint(menuId: number, onPublished: () => void) {
  const userId = useSessionUser()?.userId
  return useMutation({
    mutationFn: async (text: string) => {
      await wait(COMPLAINT_DELAY_MS)
      return modifyUserRemark({
        userId: userId as string,
        menuId,
        feedBackType: FEEDBACK_TYPE.complaint,
        feedBackReview: text,
      })
    },
    onSuccess: () => {
      notify.success(MSG.published)
      onPublished()
    },
    onError: (e) => {
      if (!(isApiError(e) && e.kind === 'unauthorized')) notify.error(MSG.failed)
    },
  })
}
