import { lazy, Suspense } from 'react'
import { useRouteError } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'

/** When even the panel cannot load (the network is gone): the same offer, without antd. */
function PlainPanel() {
  return (
    <div className="page-loading page-loading--full" role="alert">
      <span className="page-loading__tip">页面加载失败，请检查网络后重新加载。</span>
      <button type="button" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  )
}

// antd and the panel load only when an error is shown: the login page carries none of it.
const RouteErrorPanel = lazy(() =>
  import('./route-error-panel').catch(() => ({ default: PlainPanel })),
)

/**
 * The root route's error element: a route's lazy module that did not load, or a render error
 * no boundary below caught (the shell and each page have their own), shows 页面加载失败 /
 * 页面出现错误 with 重新加载 instead of a white screen.
 */
export function RouteError() {
  const error = useRouteError()
  return (
    <Suspense fallback={<PageLoading full />}>
      <RouteErrorPanel error={error} />
    </Suspense>
  )
}
