import type { UseQueryResult } from '@tanstack/react-query'
import { Button, Empty, Spin, Tabs } from 'antd'
import type { ReactNode } from 'react'
import type { FaqHit, MenuHit, TemplateHit } from '@contract/api/search'
import type { SearchTab } from '../hooks/use-global-search'
import type { SearchState } from '../hooks/use-search'
import { FaqHitView, HitList, MenuHitView, TemplateHitView } from './result-lists'

/** portal-spec §2: result tabs 1 function menus, 2 template centre, 3 FAQ. */
export const SEARCH_TABS: ReadonlyArray<{ key: SearchTab; label: string }> = [
  { key: 'menus', label: '功能菜单' },
  { key: 'templates', label: '模板中心' },
  { key: 'faqs', label: '百问百答' },
]

export interface ResultHandlers {
  menus: (hit: MenuHit) => void
  templates: (hit: TemplateHit) => void
  faqs: (hit: FaqHit) => void
}

interface Props {
  search: SearchState
  tab: SearchTab
  onTab: (tab: SearchTab) => void
  active: number
  onActive: (index: number) => void
  onOpen: ResultHandlers
  /** Ids of the three lists, for the box's aria-controls and aria-activedescendant. */
  listIds: Record<SearchTab, string>
}

function pane<T>(query: UseQueryResult<T[]>, term: string, list: (hits: T[]) => ReactNode) {
  if (term === '' || query.isPending) {
    return (
      <div className="search-panel__state">
        <Spin size="small" />
      </div>
    )
  }
  if (query.isError) {
    // The client has shown why; the pane offers the search again instead of "no results".
    return (
      <Empty
        className="search-panel__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="搜索失败"
      >
        <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
          重 试
        </Button>
      </Empty>
    )
  }
  const hits = query.data ?? []
  if (hits.length === 0) {
    return (
      <Empty
        className="search-panel__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="暂无数据"
      />
    )
  }
  return list(hits)
}

/** The results of the three searches, one tab each with its count; the keyword highlighted. */
export function SearchResults({ search, tab, onTab, active, onActive, onOpen, listIds }: Props) {
  const { term } = search
  const common = { active, onActive }
  const stale = (query: UseQueryResult) => query.isPlaceholderData
  const contents: Record<SearchTab, ReactNode> = {
    menus: pane(search.menus, term, (hits) => (
      <HitList
        {...common}
        id={listIds.menus}
        label="功能菜单"
        hits={hits}
        keyOf={(hit) => hit.menuId}
        onOpen={onOpen.menus}
        render={(hit) => <MenuHitView hit={hit} keyword={term} />}
        stale={stale(search.menus)}
      />
    )),
    templates: pane(search.templates, term, (hits) => (
      <HitList
        {...common}
        id={listIds.templates}
        label="模板中心"
        hits={hits}
        keyOf={(hit) => hit.fileCode}
        onOpen={onOpen.templates}
        render={(hit) => <TemplateHitView hit={hit} keyword={term} />}
        stale={stale(search.templates)}
      />
    )),
    faqs: pane(search.faqs, term, (hits) => (
      <HitList
        {...common}
        id={listIds.faqs}
        label="百问百答"
        hits={hits}
        keyOf={(hit) => hit.faqId}
        onOpen={onOpen.faqs}
        render={(hit) => <FaqHitView hit={hit} keyword={term} />}
        stale={stale(search.faqs)}
      />
    )),
  }
  const counted = (key: SearchTab) => {
    const query = search[key]
    return term !== '' && query.data && !query.isPlaceholderData ? query.data.length : undefined
  }
  return (
    <Tabs
      className="search-panel__tabs"
      size="small"
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => onTab(key as SearchTab)}
      items={SEARCH_TABS.map(({ key, label }) => {
        const count = counted(key)
        return {
          key,
          label: (
            <span className="search-panel__tab">
              {label}
              {count !== undefined && <span className="search-panel__count">{count}</span>}
            </span>
          ),
          children: contents[key],
        }
      })}
    />
  )
}
