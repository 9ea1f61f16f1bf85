import { CustomerServiceOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useState } from 'react'
import { isApiError } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { useSessionStore } from '@/stores/session-store'
import { getCustomerServiceSign } from '@/api/user/get-customer-service-sign'

/** portal-spec §8, Customer service. */
export const CONNECT_FAILED = '在线客服连接失败，请稍后再试'

/** The first of resultMessage, data and msg that is a non-empty string (portal-spec §8). */
function failureText(e: unknown) {
  const body: unknown = isApiError(e) ? e.body : undefined
  if (typeof body === 'object' && body !== null) {
    for (const key of ['resultMessage', 'data', 'msg']) {
      const value = (body as Record<string, unknown>)[key]
      if (typeof value === 'string' && value.trim()) return value
    }
  }
  return CONNECT_FAILED
}

/** 在线客服: asks for a sign for the current session and opens the chat with it. */
export function CustomerServiceButton() {
  const [connecting, setConnecting] = useState(false)

  const connect = async () => {
    const { token } = useSessionStore.getState()
    if (!token || connecting) return
    setConnecting(true)
    try {
      const sign = (await getCustomerServiceSign(token))?.sign
      if (typeof sign === 'string' && sign) {
        window.open(`/im-client/sign?sign=${encodeURIComponent(sign)}`, '_blank', 'noopener')
      } else notify.error(CONNECT_FAILED)
    } catch (e) {
      // A 401 logs out and a 403 goes to /401 in the client, without a message.
      if (isApiError(e) && (e.kind === 'unauthorized' || e.kind === 'forbidden')) return
      notify.error(failureText(e))
    } finally {
      setConnecting(false)
    }
  }

  return (
    <Tooltip title="在线客服">
      <Button
        type="text"
        shape="circle"
        aria-label="在线客服"
        icon={<CustomerServiceOutlined />}
        loading={connecting}
        onClick={() => void connect()}
      />
    </Tooltip>
  )
}
