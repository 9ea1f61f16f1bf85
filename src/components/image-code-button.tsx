import type { ReactNode } from 'react'
import type { VerifyCodeImage } from '@contract/api'
import { imageCodeButtonName, imageCodeShown } from '@/lib/use-image-code'
import './image-code-button.css'

interface Props {
  image: VerifyCodeImage | undefined
  state: 'loading' | 'ready' | 'error'
  onRefresh: () => void
  /** Shown before 加载失败，点击重试: the login page passes its own, to load no icon library. */
  reloadIcon: ReactNode
}

/** The image code picture (login, 募集账户查询); a click (or Enter) fetches a new one. */
export function ImageCodeButton({ image, state, onRefresh, reloadIcon }: Props) {
  const shown = imageCodeShown(state, image !== undefined)
  return (
    <button
      type="button"
      className="image-code"
      onClick={onRefresh}
      aria-label={imageCodeButtonName(shown)}
      title="看不清？点击刷新"
    >
      {shown === 'picture' && image ? (
        <img src={image.image} alt="图形验证码" width={110} height={40} />
      ) : (
        <span className="image-code__state">
          {shown === 'loading' ? '加载中…' : <>{reloadIcon} 加载失败，点击重试</>}
        </span>
      )}
    </button>
  )
}
