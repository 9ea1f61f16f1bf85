import { ReloadOutlined } from '@ant-design/icons'
import { imageCodeButtonName, imageCodeShown, type useImageCode } from '@/lib/use-image-code'

type Props = Omit<ReturnType<typeof useImageCode>, 'refresh'> & { onRefresh: () => void }

/** The image code picture; a click (or Enter) shows a new one. */
export function CaptchaImage({ image, state, onRefresh }: Props) {
  const shown = imageCodeShown(state, image !== undefined)
  return (
    <button
      type="button"
      className="captcha"
      onClick={onRefresh}
      aria-label={imageCodeButtonName(shown)}
      title="看不清？点击刷新"
    >
      {shown === 'picture' && image ? (
        <img src={image.image} alt="图形验证码" width={110} height={40} />
      ) : (
        <span className="captcha__state">
          {shown === 'loading' ? (
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
