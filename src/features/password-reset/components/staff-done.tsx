import { Button } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { LOGIN_PATH } from '@/config/paths'
import { DonePanel } from './done-panel'

const BACK_TO_LOGIN_SECONDS = 5

/** Staff are done: back to /login after a few seconds, or at once. */
export function StaffDone() {
  const navigate = useNavigate()
  const [left, setLeft] = useState(BACK_TO_LOGIN_SECONDS)
  useEffect(() => {
    if (left <= 0) {
      void navigate(LOGIN_PATH, { replace: true })
      return undefined
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [left, navigate])
  return (
    <DonePanel detail={`${left}秒后自动返回登录页`}>
      <div className="reset-actions">
        <Button
          size="large"
          type="primary"
          onClick={() => void navigate(LOGIN_PATH, { replace: true })}
        >
          立即登录
        </Button>
      </div>
    </DonePanel>
  )
}
