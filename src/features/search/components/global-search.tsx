import { SearchOutlined } from '@ant-design/icons'
import { Button, Tooltip, type InputRef } from 'antd'
import { useRef, type MouseEvent } from 'react'
import { useGlobalSearch } from '../hooks/use-global-search'
import { useSearchHotkey } from '../hooks/use-search-hotkey'
import { FaqAnswerModal } from './faq-answer-modal'
import { SearchBox } from './search-box'
import { SearchHistory } from './search-history'
import { SearchResults } from './search-results'
import './global-search.css'

// A click in the panel keeps the focus in the box, so the keys keep working and it stays open.
const keepFocus = (event: MouseEvent) => event.preventDefault()

/**
 * The header's global search (portal-spec §2–§5): menus, templates and FAQs, with history.
 * On a narrow header it is an icon until shown; Ctrl+K (Cmd+K) shows and focuses it.
 */
export function GlobalSearch() {
  const inputRef = useRef<InputRef>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const s = useGlobalSearch({ inputRef, buttonRef })
  useSearchHotkey(s.show)
  const className = s.wide ? 'global-search' : 'global-search global-search--narrow'
  return (
    <>
      <div className={className} onBlur={s.onBlur}>
        {s.boxShown ? (
          <>
            {!s.wide && <span className="global-search__veil" aria-hidden />}
            <SearchBox inputRef={inputRef} {...s.box} />
          </>
        ) : (
          <Tooltip title="搜索 (Ctrl+K)">
            <Button
              ref={buttonRef}
              type="text"
              shape="circle"
              aria-label="搜索"
              icon={<SearchOutlined />}
              onClick={s.show}
            />
          </Tooltip>
        )}
        {s.view !== 'closed' && (
          <div className="search-panel" onMouseDown={keepFocus}>
            {s.lengthHint && (
              <div className="search-panel__hint" role="status">
                {s.lengthHint}
              </div>
            )}
            {s.view === 'history' && (
              <SearchHistory
                id={s.listIds.history}
                keywords={s.history}
                active={s.active}
                onActive={s.setActive}
                onPick={s.pickHistory}
                onClear={s.historyCleared}
              />
            )}
            {s.view === 'hint' && <div className="search-panel__hint">请输入至少 2 个字符</div>}
            {s.view === 'results' && (
              <SearchResults
                search={s.search}
                tab={s.tab}
                onTab={s.setTab}
                active={s.active}
                onActive={s.setActive}
                onOpen={s.onOpen}
                listIds={s.listIds}
              />
            )}
          </div>
        )}
      </div>
      <FaqAnswerModal faq={s.faqDialog.faq} open={s.faqDialog.open} onClose={s.faqDialog.closed} />
    </>
  )
}
