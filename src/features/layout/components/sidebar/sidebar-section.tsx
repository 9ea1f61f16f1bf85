import type { ReactNode } from 'react'

interface Props {
  title: string
  icon: ReactNode
  collapsed: boolean
  /** Extra controls beside the title (e.g. a settings button). */
  extra?: ReactNode
  children: ReactNode
}

/** A titled block of the sidebar; collapsed, only its icon shows. */
export function SidebarSection({ title, icon, collapsed, extra, children }: Props) {
  if (collapsed) {
    return (
      <div className="sidebar-section sidebar-section--collapsed" title={title} aria-label={title}>
        {icon}
      </div>
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
