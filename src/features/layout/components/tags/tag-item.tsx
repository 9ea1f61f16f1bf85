import { CloseOutlined } from '@ant-design/icons'
import { Dropdown, Tooltip, type MenuProps } from 'antd'
import { LIMITS } from '@contract/limits'
import type { VisitedView } from '@/stores/tabs-model'
import type { TabActions } from './use-tab-actions'

const DRAG_TYPE = 'application/x-portal-tab'

const shortTitle = (title: string) =>
  title.length > LIMITS.tabTitleMax ? `${title.slice(0, LIMITS.tabTitleMax)}…` : title

interface Props {
  view: VisitedView
  active: boolean
  actions: TabActions
}

/** One tab: click opens, middle-click or × closes, right-click offers 刷新/关闭/关闭其他/关闭所有. */
export function TagItem({ view, active, actions }: Props) {
  const items: MenuProps['items'] = [
    { key: 'refresh', label: '刷新' },
    { key: 'close', label: '关闭', disabled: view.affix },
    { key: 'others', label: '关闭其他' },
    { key: 'all', label: '关闭所有' },
  ]
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') actions.refresh(view)
    if (key === 'close') actions.close(view)
    if (key === 'others') actions.closeOthers(view)
    if (key === 'all') actions.closeAll()
  }
  const long = view.title.length > LIMITS.tabTitleMax
  return (
    <Dropdown menu={{ items, onClick: onMenu }} trigger={['contextMenu']}>
      <div
        role="tab"
        aria-label={view.title}
        aria-selected={active}
        tabIndex={0}
        className={active ? 'tag-item tag-item--active' : 'tag-item'}
        draggable={!view.affix}
        onClick={() => actions.open(view)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') actions.open(view)
        }}
        onAuxClick={(e) => {
          if (e.button === 1 && !view.affix) actions.close(view)
        }}
        onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, view.key)}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          const from = e.dataTransfer.getData(DRAG_TYPE)
          if (from) actions.move(from, view.key)
        }}
      >
        <Tooltip title={long ? view.title : undefined}>
          <span className="tag-item__title">{shortTitle(view.title)}</span>
        </Tooltip>
        {!view.affix && (
          <CloseOutlined
            className="tag-item__close"
            aria-label={`关闭 ${view.title}`}
            onClick={(e) => {
              e.stopPropagation()
              actions.close(view)
            }}
          />
        )}
      </div>
    </Dropdown>
  )
}
