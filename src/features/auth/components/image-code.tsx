import { ReloadIcon } from './icons'
import type { VerifyCodeImage } from '@contract/api'

interface Props {
  image: VerifyCodeImage | undefined
  state: 'loading' | 'ready' | 'error'
  onRefresh: () => void
}

/** The image code picture; a click (or Enter) fetches a new one. */
export function ImageCode({ image, state, onRefresh }: Props) {
  return (
    <button
      type="button"
      className="image-code"
      onClick={onRefresh}
      aria-label="图形验证码，点击刷新"
      title="看不清？点击刷新"
    >
      {state === 'ready' && image ? (
        <img src={image.image} alt="图形验证码" width={110} height={40} />
      ) : (
        <span className="image-code__state">
          {state === 'loading' ? (
            '加载中…'
          ) : (
            <>
              <ReloadIcon /> 加载失败，点击重试
            </>
          )}
        </span>
      )}
    </button>
  )
}
