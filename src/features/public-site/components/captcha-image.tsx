import { ReloadOutlined } from '@ant-design/icons'
import type { useImageCode } from '@/lib/use-image-code'

type Props = Omit<ReturnType<typeof useImageCode>, 'refresh'> & { onRefresh: () => void }

/** The image code picture; a click (or Enter) shows a new one. */
export function CaptchaImage({ image, state, onRefresh }: Props) {
  return (
    <button
      type="button"
      className="captcha"
      onClick={onRefresh}
      aria-label="图形验证码，点击刷新"
      title="看不清？点击刷新"
    >
      {state === 'ready' && image ? (
        <img src={image.image} alt="图形验证码" width={110} height={40} />
      ) : (
        <span className="captcha__state">
          {state === 'loading' ? (
            '加载中…'
          ) : (
            <>
              <ReloadOutlined aria-hidden /> 加载失败，点击重试
            </>
          )}
        </span>
      )}
    </button>
  )
}
