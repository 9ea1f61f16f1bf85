import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useRef } from 'react'
import { isApiError } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { useSessionUser } from '@/stores/session-store'
import { menuKeys } from '@/api/menu/keys'
import { userRemarkQuery } from '@/api/menu/get-user-remark'
import { FEEDBACK_TYPE, modifyUserRemark, type FeedbackType } from '@/api/menu/modify-user-remark'
import { useOncePerMount } from './use-once-per-mount'

/**
 * portal-spec §9: at most one rating sent a second. A click within the second still shows at
 * once, and the last choice made in it is sent when the second is over: it is never lost.
 */
export const RATING_THROTTLE_MS = 1000
const MSG = { thanks: '感谢评价！', failed: '评价失败！' } as const

export type Rating = 'satisfied' | 'average'

/** Only 1 and 0 mark a toggle; 3, 4 (toggled off) and nothing leave both unmarked. */
const ratingOf = (type: number | null | undefined): Rating | undefined =>
  type === FEEDBACK_TYPE.satisfied
    ? 'satisfied'
    : type === FEEDBACK_TYPE.average
      ? 'average'
      : undefined

/** The type a click sends: the choice, or its "toggled off" type when it was already marked. */
const typeFor = (choice: Rating, current: Rating | undefined) => {
  if (choice === 'satisfied')
    return current === 'satisfied' ? FEEDBACK_TYPE.satisfiedOff : FEEDBACK_TYPE.satisfied
  return current === 'average' ? FEEDBACK_TYPE.averageOff : FEEDBACK_TYPE.average
}

/**
 * The 满意 / 一般 toggles of a page: marked from the server's latest rating, they reset each
 * other because one rating replaces the other. A click shows its result at once; a failure
 * says 评价失败！ and returns to what the server has.
 */
export function useSatisfaction(menuId: number) {
  const userId = useSessionUser()?.userId
  const client = useQueryClient()
  const queryKey = menuKeys.userRemark(userId, menuId)
  const oncePerMount = useOncePerMount(queryKey)
  const remark = useQuery({
    ...userRemarkQuery(userId, menuId),
    enabled: Boolean(userId),
    ...oncePerMount,
  })
  const lastSent = useRef(Number.NEGATIVE_INFINITY)
  const waiting = useRef<{ type: FeedbackType; timer: number }>(undefined)

  const rate = useMutation({
    mutationFn: (feedBackType: FeedbackType) =>
      modifyUserRemark({ userId: userId as string, menuId, feedBackType, feedBackReview: '' }),
    // One after the other: the server keeps the choice sent last.
    scope: { id: `user-remark-${menuId}` },
    onMutate: async (feedBackType) => {
      await client.cancelQueries({ queryKey })
      // A later choice may be waiting for its turn: what is shown stays the latest.
      client.setQueryData<number | null>(queryKey, waiting.current?.type ?? feedBackType)
    },
    onSuccess: () => notify.success(MSG.thanks),
    onError: (e) => {
      // An expired session goes to the login page with its own message.
      if (!(isApiError(e) && e.kind === 'unauthorized')) notify.error(MSG.failed)
      return client.invalidateQueries({ queryKey })
    },
  })
  const send = (type: FeedbackType) => {
    lastSent.current = Date.now()
    rate.mutate(type)
  }
  const sendWaiting = () => {
    const next = waiting.current
    if (!next) return
    window.clearTimeout(next.timer)
    waiting.current = undefined
    send(next.type)
  }
  // A page closed within the second still sends its last choice.
  const sendOnLeave = useEffectEvent(sendWaiting)
  useEffect(() => () => sendOnLeave(), [])

  const rating = ratingOf(remark.data)
  const toggle = (choice: Rating) => {
    if (!userId) return
    const type = typeFor(choice, ratingOf(client.getQueryData<number | null>(queryKey)))
    client.setQueryData<number | null>(queryKey, type)
    const wait = lastSent.current + RATING_THROTTLE_MS - Date.now()
    if (waiting.current) waiting.current.type = type
    else if (wait > 0) waiting.current = { type, timer: window.setTimeout(sendWaiting, wait) }
    else send(type)
  }
  return { rating, toggle }
}
