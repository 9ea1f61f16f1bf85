import { StarOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { HomeCard } from '@/components/home-card'
import { favoritesQuery } from '@/api/menu/favorite-menus'
import { pageMenus } from '@/lib/menu-tree'
import { useMenuTree } from '@/stores/session-menus'
import { useSessionUser } from '@/stores/session-store'
import { IF_AUTH_PERMITTED } from '@contract/api'

/**
 * 常用菜单: the user's favourite pages (the sidebar's list, same cache) as tiles that open
 * them. Favourites no longer permitted, or gone from the menu, are left out.
 */
export default function ShortcutsCard() {
  const userId = useSessionUser()?.userId
  const tree = useMenuTree()
  const query = useQuery({
    ...favoritesQuery(userId),
    enabled: Boolean(userId),
  })
  const pages = useMemo(() => {
    const byId = new Map(
      pageMenus(tree)
        .filter((m) => m.ifAuth === IF_AUTH_PERMITTED)
        .map((m) => [m.menuId, m]),
    )
    return (query.data ?? []).flatMap((id) => byId.get(id) ?? [])
  }, [tree, query.data])

  return (
    <HomeCard
      title="常用菜单"
      state={query}
      emptyText={pages.length === 0 && '还没有常用菜单：在左侧“全景菜单”中点击菜单旁的 ☆ 即可添加'}
    >
      <ul className="home-shortcuts" aria-label="常用菜单快捷入口">
        {pages.map((menu) => (
          <li key={menu.menuId}>
            <Link to={menu.path} className="home-shortcuts__item" title={menu.chain}>
              <StarOutlined aria-hidden />
              <span>{menu.menuName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeCard>
  )
}
