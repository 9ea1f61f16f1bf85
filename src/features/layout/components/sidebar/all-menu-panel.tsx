// Placeholder until the 全景菜单 panel lands (issue 3, in progress).
export function AllMenuPanel({ open }: { open: boolean; onClose: () => void }) {
  return open ? <div className="all-menu-panel" /> : null
}
