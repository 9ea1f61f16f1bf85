import { getData } from '@/lib/http/request'
import type { Menu } from '@contract/api'

/** GET /menu/all?userId: the user's menus, flat, with ifAuth per menu. */
export const getAllMenus = (userId: string) =>
  getData<Menu[]>('/menu/all', { params: { userId }, silent: true })
