// Placeholder until 常用菜单 lands (issue 3, in progress).
export function FavoriteMenus({ collapsed }: { collapsed: boolean }) {
  return collapsed ? null : <div className="sidebar-section" />
}
