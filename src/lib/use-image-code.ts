import { useQuery } from '@tanstack/react-query'
import { useCallback, useId } from 'react'
import { verifyCodeQuery } from '@/api/public/verify-code'

/**
 * The current image code picture (the login form, the raising-account query); `refresh()` asks
 * for a new one, as after each use. `silent`: a failed picture only shows as such, no message.
 */
export function useImageCode({ silent = false }: { silent?: boolean } = {}) {
  const query = useQuery(verifyCodeQuery(useId(), silent))
  const { refetch } = query
  const refresh = useCallback(() => refetch(), [refetch])
  const state = query.isFetching ? 'loading' : query.isSuccess ? 'ready' : 'error'
  return { image: query.data, state, refresh } as const
}

/** What the picture button shows: the picture, or the text of its loading or failure. */
export const imageCodeShown = (state: 'loading' | 'ready' | 'error', hasImage: boolean) =>
  state === 'ready' && hasImage ? 'picture' : state === 'error' ? 'error' : 'loading'

/**
 * The picture button's accessible name. Without a picture it shows a text (加载中…, 加载失败，
 * 点击重试), and a name must hold what is shown (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function imageCodeButtonName(shown: ReturnType<typeof imageCodeShown>) {
  if (shown === 'loading') return '图形验证码 加载中…'
  if (shown === 'error') return '图形验证码 加载失败，点击重试'
  return '图形验证码，点击刷新'
}
