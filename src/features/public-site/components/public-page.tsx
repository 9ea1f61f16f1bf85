import { useEffect, type ReactNode } from 'react'
import type { PublicNavItem } from '@/config/public-nav'
import { SectionNav } from './section-nav'
import './public-site.css'

interface Props {
  title: string
  lead?: ReactNode
  /** The group's pages, shown beside the content (above it on phones). */
  sections?: readonly PublicNavItem[]
  children: ReactNode
}

const SITE = '管理人服务平台'

/** A public page in the login frame: its title, an optional section menu and the content. */
export function PublicPage({ title, lead, sections, children }: Props) {
  useEffect(() => {
    const before = document.title
    document.title = `${title} - ${SITE}`
    return () => {
      document.title = before
    }
  }, [title])
  return (
    <div className="public-page">
      <header className="public-page__head">
        <h1 className="public-page__title">{title}</h1>
        {lead && <p className="public-page__lead">{lead}</p>}
      </header>
      <div className={sections ? 'public-page__layout public-page__layout--aside' : undefined}>
        {sections && <SectionNav label={title} items={sections} />}
        <div className="public-page__main">{children}</div>
      </div>
    </div>
  )
}
