import {
  DownloadOutlined,
  FileTextOutlined,
  LockOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons'
import { Tag } from 'antd'
import { useEffect, type MouseEvent, type ReactNode } from 'react'
import type { FaqHit, MenuHit, TemplateHit } from '@contract/api/search'
import { optionId } from '../hooks/use-global-search'
import { isLockedHit } from '../hooks/use-open-hit'
import { Highlight } from './highlight'

interface ListProps<T> {
  id: string
  label: string
  hits: readonly T[]
  keyOf: (hit: T) => string | number
  active: number
  onActive: (index: number) => void
  onOpen: (hit: T) => void
  render: (hit: T) => ReactNode
  stale?: boolean
}

/** A list of options; the active one (arrow keys, or the mouse) is marked and kept in view. */
export function HitList<T>(props: ListProps<T>) {
  const { id, label, hits, keyOf, active, onActive, onOpen, render, stale } = props
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' })
  }, [id, active])
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className={stale ? 'search-list search-list--stale' : 'search-list'}
    >
      {hits.map((hit, index) => (
        <li
          key={keyOf(hit)}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'search-hit search-hit--active' : 'search-hit'}
          onMouseMove={() => index !== active && onActive(index)}
          onClick={(event: MouseEvent) => {
            event.preventDefault()
            onOpen(hit)
          }}
        >
          {render(hit)}
        </li>
      ))}
    </ul>
  )
}

export function MenuHitView({ hit, keyword }: { hit: MenuHit; keyword: string }) {
  const locked = isLockedHit(hit)
  return (
    <>
      <span className="search-hit__title">
        {locked && <LockOutlined className="search-hit__lock" aria-label="无权限" />}
        <span className={locked ? 'search-hit__name search-hit__name--locked' : 'search-hit__name'}>
          <Highlight text={hit.menuName} keyword={keyword} pinyin />
        </span>
        {hit.newFlag === '1' && (
          <Tag color="red" className="search-hit__new">
            新
          </Tag>
        )}
      </span>
      <span className="search-hit__meta">
        <Highlight text={hit.menuChainName} keyword={keyword} />
      </span>
      {hit.desc && (
        <span className="search-hit__desc">
          <Highlight text={hit.desc} keyword={keyword} />
        </span>
      )}
    </>
  )
}

export function TemplateHitView({ hit, keyword }: { hit: TemplateHit; keyword: string }) {
  return (
    <>
      <span className="search-hit__title">
        <FileTextOutlined className="search-hit__icon" aria-hidden />
        <span className="search-hit__name">
          <Highlight text={hit.name} keyword={keyword} />
        </span>
        <DownloadOutlined className="search-hit__action" aria-hidden />
      </span>
      {hit.remark && (
        <span className="search-hit__desc">
          <Highlight text={hit.remark} keyword={keyword} />
        </span>
      )}
    </>
  )
}

export function FaqHitView({ hit, keyword }: { hit: FaqHit; keyword: string }) {
  return (
    <span className="search-hit__title">
      <QuestionCircleOutlined className="search-hit__icon" aria-hidden />
      <span className="search-hit__name">
        <Highlight text={hit.title} keyword={keyword} />
      </span>
    </span>
  )
}
