/** Query keys of /menu and /menuRemark, from one factory (see api/custodian/keys.ts). */
export const menuKeys = {
  all: ['menu'] as const,
  /** The session's menus tree (stores/session-menus), once per token. */
  session: (token: string | undefined, userId: string | undefined) =>
    [...menuKeys.all, 'session', token, userId] as const,
  /** 常用菜单: the sidebar and the home page's shortcuts share it. */
  favorites: (userId: string | undefined) => [...menuKeys.all, 'favorites', userId] as const,
  search: (userId: string | undefined, term: string) =>
    [...menuKeys.all, 'search', userId, term] as const,
  /** The user's rating of a page (满意 / 一般). */
  userRemark: (userId: string | undefined, menuId: number) =>
    [...menuKeys.all, 'user-remark', userId, menuId] as const,
}
