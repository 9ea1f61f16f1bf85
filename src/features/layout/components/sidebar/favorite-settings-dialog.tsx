import { Checkbox, Modal } from 'antd'
import { useMemo, useState } from 'react'
import { useMenuTree } from '@/stores/session-menus'
import { permittedPages, useFavorites } from '../../hooks/use-favorites'
import './sidebar-panels.css'

interface Props {
  open: boolean
  onClose: () => void
}

/**
 * 常用菜单设置: a checkbox per page the user may open, grouped by top-level group. The choice
 * is a draft until 确 定 saves it; closing the dialog any way drops it (portal-spec §4).
 */
export function FavoriteSettingsDialog({ open, onClose }: Props) {
  const tree = useMenuTree()
  const { pages, save } = useFavorites()
  const [draft, setDraft] = useState<number[] | null>(null)
  // Every opening starts again from the saved favourites.
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (open) setDraft(null)
  }
  const selected = draft ?? pages.map((menu) => menu.menuId)
  const groups = useMemo(
    () =>
      tree
        .map((group) => ({ group, pages: permittedPages([group]) }))
        .filter((entry) => entry.pages.length > 0),
    [tree],
  )

  const changed = (menuId: number, checked: boolean) => {
    const rest = selected.filter((id) => id !== menuId)
    setDraft(checked ? [...rest, menuId] : rest)
  }
  const saveSelection = () => save.mutate(selected, { onSuccess: onClose })

  return (
    <Modal
      open={open}
      title="常用菜单设置"
      width={950}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={save.isPending}
      onOk={saveSelection}
      onCancel={onClose}
      afterClose={() => setDraft(null)}
      styles={{ body: { maxHeight: '62vh', overflowY: 'auto' } }}
    >
      <div className="favorite-settings">
        {groups.map(({ group, pages: groupPages }) => (
          <fieldset key={group.menuId} className="favorite-settings__group">
            <legend className="favorite-settings__legend">{group.menuName}</legend>
            <div className="favorite-settings__options">
              {groupPages.map((menu) => (
                <Checkbox
                  key={menu.menuId}
                  checked={selected.includes(menu.menuId)}
                  onChange={(e) => changed(menu.menuId, e.target.checked)}
                >
                  {menu.menuName}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </Modal>
  )
}
