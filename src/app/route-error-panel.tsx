import { Button } from 'antd'
import { AntdProviders } from '@/components/antd-providers'
import { isChunkError } from '@/components/error-boundary'
import { ResultPanel } from '@/components/result-panel'

/** The router's error panel, in the look of the pages' ErrorBoundary (loaded only when shown). */
export default function RouteErrorPanel({ error }: { error: unknown }) {
  const chunk = isChunkError(error)
  return (
    <AntdProviders>
      <ResultPanel
        status="error"
        title={chunk ? '页面加载失败' : '页面出现错误'}
        subTitle={
          chunk
            ? '可能是网络不稳定或系统已更新，请重新加载。'
            : '请重新加载；如仍有问题，请联系管理员。'
        }
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    </AntdProviders>
  )
}
