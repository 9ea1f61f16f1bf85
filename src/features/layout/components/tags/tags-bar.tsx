import { CompressOutlined, ExpandOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useLocation } from 'react-router-dom'
import { useShallow } from 'zustand/react/shallow'
import { useAppStore } from '@/stores/app-store'
import { useTabsStore } from '@/stores/tabs-store'
import { viewKey, type DescribePage } from '../../page-meta'
import { OverflowTabs } from './overflow-tabs'
import { TagItem } from './tag-item'
import { useActiveTabInView } from './use-active-tab-in-view'
import { useTabActions } from './use-tab-actions'

/** The tags bar: a tab per visited page, with the home tab fixed first. */
export function TagsBar({ describePage }: { describePage: DescribePage }) {
  const location = useLocation()
  const views = useTabsStore(useShallow((s) => s.views))
  const { maximised, maximiseToggled } = useAppStore(
    useShallow((s) => ({ maximised: s.maximised, maximiseToggled: s.maximiseToggled })),
  )
  const actions = useTabActions()
  const meta = describePage(location)
  const activeKey = meta ? viewKey(location, meta) : location.pathname
  const scrollRef = useActiveTabInView(activeKey, views.length)

  return (
    <nav className="tags-bar" aria-label="已打开的页面">
      <div className="tags-bar__scroll" role="tablist" ref={scrollRef}>
        {views.map((view) => (
          <TagItem key={view.key} view={view} active={view.key === activeKey} actions={actions} />
        ))}
      </div>
      <OverflowTabs views={views} activeKey={activeKey} onOpen={actions.open} />
      <Tooltip title={maximised ? '退出全屏' : '内容全屏'}>
        <Button
          type="text"
          size="small"
          aria-label={maximised ? '退出全屏' : '内容全屏'}
          icon={maximised ? <CompressOutlined /> : <ExpandOutlined />}
          onClick={maximiseToggled}
        />
      </Tooltip>
    </nav>
  )
}
