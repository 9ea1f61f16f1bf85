import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

interface Props {
  title: string
  lead: ReactNode
  children: ReactNode
  /** Where else to go from here; by default the status lookup and the login page. */
  links?: ReadonlyArray<[to: string, label: string]>
}

const LINKS: ReadonlyArray<[string, string]> = [
  ['/reg/status', '申请进度查询'],
  ['/login', '返回登录'],
]

/** The card the hidden application pages sit in, with the way back to the login page. */
export function ApplyCard({ title, lead, children, links = LINKS }: Props) {
  return (
    <div className="apply-card">
      <header className="apply-card__head">
        <h1 className="apply-card__title">{title}</h1>
        <p className="apply-card__lead">{lead}</p>
        <nav className="apply-card__links" aria-label="相关操作">
          {links.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
      </header>
      {children}
    </div>
  )
}
