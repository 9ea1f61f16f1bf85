import { Button } from 'antd'
import { useMenusRetry } from '../hooks/use-menus-retry'
import './menus-load-failed.css'

/** In place of the menus when their load failed: says so and loads them again. */
export function MenusLoadFailed({ className = '' }: { className?: string }) {
  const { retry, pending } = useMenusRetry()
  return (
    <div className={`menus-load-failed ${className}`} role="status">
      <span className="menus-load-failed__text">菜单加载失败</span>
      <Button size="small" loading={pending} onClick={() => void retry()}>
        重新加载
      </Button>
    </div>
  )
}
