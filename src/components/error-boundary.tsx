import { Button } from 'antd'
import { ResultPanel } from './result-panel'
import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  children: ReactNode
}

interface State {
  error: Error | undefined
}

/** A lazy chunk that did not load (a network fault, or a deployment replaced it). */
export const isChunkError = (e: unknown) =>
  e instanceof Error &&
  /dynamically imported module|Importing a module script|chunk/i.test(e.message)

/**
 * Catches a page's render error so the rest of the portal stays usable. Give it a `key` of the
 * route path so moving to another page clears the error.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page error', error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    const chunk = isChunkError(error)
    return (
      <ResultPanel
        status="error"
        title={chunk ? '页面加载失败' : '页面出现错误'}
        subTitle={
          chunk
            ? '可能是网络不稳定或系统已更新，请刷新后重试。'
            : '请重试；如仍有问题，请联系管理员。'
        }
        extra={
          <Button
            type="primary"
            onClick={() => (chunk ? window.location.reload() : this.setState({ error: undefined }))}
          >
            {chunk ? '刷新页面' : '重 试'}
          </Button>
        }
      />
    )
  }
}
