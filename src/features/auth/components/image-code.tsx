import { ReloadIcon } from './icons'
import type { VerifyCodeImage } from '@contract/api'
import { imageCodeButtonName, imageCodeShown } from '@/lib/use-image-code'

interface Props {
  image: VerifyCodeImage | undefined
  state: 'loading' | 'ready' | 'error'
  onRefresh: () => void
}

/** The image code picture; a click (or Enter) fetches a new one. */
export function ImageCode({ image, state, onRefresh }: Props) {
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
          {shown === 'loading' ? (
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
