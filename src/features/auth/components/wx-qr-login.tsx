import { QRCodeSVG } from '@rc-component/qrcode'
import { useState } from 'react'
import { errorMessage } from '@/lib/http/api-error'
import { simulateWxScan } from '@/api/login/simulate-wx-scan'
import { useWxQr } from '../hooks/use-wx-qr'
import './wx-qr-login.css'

// env.demo, spelt out so a production build folds it to false and drops the demo button.
const DEMO_SCAN = import.meta.env.VITE_DEMO === 'true'

interface Props {
  /** The login that follows a confirmed scan is under way. */
  busy: boolean
  /** Why that login failed. */
  error: string | undefined
  onConfirmed: (code: string) => void
}

/** 微信扫码: the QR picture of a login code; a confirmed scan logs in like a password would. */
export default function WxQrLogin({ busy, error, onConfirmed }: Props) {
  const { phase, qr, refresh, check } = useWxQr(onConfirmed)
  const [scanError, setScanError] = useState<string>()
  const refreshButton = (
    <button
      type="button"
      className="wx-qr__refresh"
      onClick={() => {
        setScanError(undefined)
        refresh()
      }}
    >
      刷新
    </button>
  )
  const simulate = (code: string) =>
    simulateWxScan(code).then(check, (e: unknown) =>
      setScanError(errorMessage(e, '模拟扫码失败，请刷新二维码')),
    )

  const settled = phase === 'confirmed' && !busy
  const hint = {
    loading: '正在获取二维码…',
    waiting: '请使用微信扫一扫，并在手机上确认登录',
    confirmed: busy ? '扫码成功，正在登录…' : '已扫码确认',
    expired: '二维码已失效，请点击刷新',
    error: '二维码获取失败，请点击刷新',
  }[phase]

  return (
    <div className="wx-qr">
      <div className={phase === 'expired' ? 'wx-qr__frame wx-qr__frame--expired' : 'wx-qr__frame'}>
        {qr && phase !== 'error' ? (
          <QRCodeSVG
            value={qr.qrUrl}
            size={176}
            level="M"
            marginSize={2}
            role="img"
            aria-label="微信登录二维码"
          />
        ) : (
          <span className="wx-qr__placeholder" aria-hidden />
        )}
        {(phase === 'expired' || phase === 'error') && (
          <div className="wx-qr__overlay">
            <p>{phase === 'expired' ? '二维码已失效' : '二维码获取失败'}</p>
            {refreshButton}
          </div>
        )}
      </div>
      <p className="wx-qr__hint" role="status">
        {hint}
      </p>
      {(scanError || (settled && error)) && (
        <p role="alert" className="login-form__error">
          {scanError ?? error}
        </p>
      )}
      {settled && refreshButton}
      {DEMO_SCAN && phase === 'waiting' && qr && (
        <button type="button" className="wx-qr__simulate" onClick={() => void simulate(qr.code)}>
          模拟扫码
        </button>
      )}
      {phase === 'waiting' && (
        <p className="wx-qr__note">
          二维码 {Math.round((qr?.expiresIn ?? 0) / 60)} 分钟内有效，仅限已绑定微信的用户使用
        </p>
      )}
    </div>
  )
}
