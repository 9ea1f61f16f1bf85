import { SearchOutlined } from '@ant-design/icons'
import { Checkbox, Empty, Input, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { INPUT_MAX } from '@contract/limits'
import { filterMenuTree, prepareMenuNames } from '@/lib/menu-filter'
import type { MenuNode } from '@/lib/menu-tree'
import { useLengthLimit } from '@/lib/use-length-limit'
import { useMenuTree, useSessionMenus } from '@/stores/session-menus'
import { MenusLoadFailed } from '../menus-load-failed'
import { useFavorites } from '../../hooks/use-favorites'
import { useOpenMenu } from '../../hooks/use-open-menu'
import type { MenuItemContext } from './all-menu-group'
import { AllMenuColumns } from './all-menu-columns'
import './sidebar-panels.css'

/*
 * Loaded when the panel first opens: it brings pinyin-pro's dictionary (menu-filter.ts), which
 * the rest of the shell does without.
 */
/** The panel's body: keyword, 展示无权限菜单, and one card per group of what is left. */
export default function AllMenuContent() {
  const tree = useMenuTree()
  const loadFailed = useSessionMenus().loadFailed
  const [keyword, setKeyword] = useState('')
  const length = useLengthLimit(INPUT_MAX.menuFilter)
  const [showLocked, setShowLocked] = useState(false)
  // Cards out of view are drawn later (LazyMenuGroup), so the list follows each key at once.
  const { tree: groups, highlights } = useMemo(
    () => filterMenuTree(tree, { keyword, showLocked }),
    [tree, keyword, showLocked],
  )
  // The names' pinyin is worked out while the user looks, not at the first key.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined
    const idle = requestIdleCallback(() => prepareMenuNames(tree))
    return () => cancelIdleCallback(idle)
  }, [tree])
  const openMenu = useOpenMenu()
  const { favoriteIds, toggle } = useFavorites()
  const { mutate: toggleFavorite } = toggle
  const busyId = toggle.isPending ? toggle.variables?.menuId : undefined
  const ctx = useMemo<MenuItemContext>(
    () => ({
      highlights,
      favoriteIds,
      busyId,
      onOpen: openMenu,
      onStar: (menu: MenuNode, favorite: boolean) =>
        toggleFavorite({ menuId: menu.menuId, favorite }),
    }),
    [highlights, favoriteIds, busyId, openMenu, toggleFavorite],
  )

  return (
    <div className="all-menu">
      <div className="all-menu__toolbar">
        <Input
          className="all-menu__search"
          placeholder="搜索菜单"
          aria-label="搜索菜单"
          allowClear
          autoFocus
          prefix={<SearchOutlined />}
          value={keyword}
          onChange={(e) => setKeyword(length.limit(e.target.value))}
          {...length.inputProps}
        />
        <Checkbox checked={showLocked} onChange={(e) => setShowLocked(e.target.checked)}>
          展示无权限菜单
        </Checkbox>
        {length.hint && (
          <Typography.Text type="secondary" role="status" style={{ flexBasis: '100%' }}>
            {length.hint}
          </Typography.Text>
        )}
      </div>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={!loadFailed && '暂无数据'}>
          {loadFailed && <MenusLoadFailed className="all-menu__failed" />}
        </Empty>
      ) : (
        <AllMenuColumns groups={groups} ctx={ctx} />
      )}
    </div>
  )
}
