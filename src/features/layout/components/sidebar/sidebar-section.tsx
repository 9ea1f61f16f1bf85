import { Button, Popover } from 'antd'
import type { ReactNode } from 'react'

interface Props {
  title: string
  icon: ReactNode
  collapsed: boolean
  /** Extra controls beside the title (e.g. a settings button). */
  extra?: ReactNode
  children: ReactNode
}

/** A titled block of the sidebar; collapsed, its icon opens the block beside the sidebar. */
export function SidebarSection({ title, icon, collapsed, extra, children }: Props) {
  if (collapsed) {
    return (
      <Popover
        placement="rightTop"
        title={title}
        content={<div className="sidebar-section__popover">{children}</div>}
        trigger={['hover', 'click']}
      >
        <Button type="text" className="sidebar-section--collapsed" aria-label={title} icon={icon} />
      </Popover>
    )
  }
  return (
    <section className="sidebar-section" aria-label={title}>
      <header className="sidebar-section__title">
        {icon}
        <span>{title}</span>
        {extra && <span className="sidebar-section__extra">{extra}</span>}
      </header>
      {children}
    </section>
  )
}
