import type { InputRef } from 'antd'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import { useLengthLimit } from '@/lib/use-length-limit'
import { useSearchHistoryStore } from '@/stores/search-history-store'
import type { FaqHit, MenuHit, TemplateHit } from '@contract/api/search'
import { searchKeyHandler } from './search-keys'
import { useFaqDialog, useHitOpeners } from './use-open-hit'
import { isSearchable, KEYWORD_MAX, useSearch } from './use-search'
import { useWideHeader } from './use-wide-header'

export type SearchTab = 'menus' | 'templates' | 'faqs'
/** What the dropdown shows: nothing, the history (box empty), a hint (1 character), results. */
export type PanelView = 'closed' | 'history' | 'hint' | 'results'

/** The id of a list's option, for aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`

export interface SearchRefs {
  inputRef: RefObject<InputRef | null>
  buttonRef: RefObject<HTMLButtonElement | null>
}

const viewOf = (open: boolean, keyword: string): PanelView => {
  if (!open) return 'closed'
  if (!keyword.trim()) return 'history'
  return isSearchable(keyword) ? 'results' : 'hint'
}

/** The global search's state: the box (shown or hidden), its keyword, the panel and its lists. */
export function useGlobalSearch({ inputRef, buttonRef }: SearchRefs) {
  const wide = useWideHeader()
  const [keyword, setKeyword] = useState('')
  const length = useLengthLimit(KEYWORD_MAX)
  const [shown, setShown] = useState(false)
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<SearchTab>('menus')
  const escaped = useRef(false)
  const baseId = useId()
  const search = useSearch(keyword)
  const history = useSearchHistoryStore((s) => s.keywords)
  const { historyOpened, keywordUsed, historyCleared } = useSearchHistoryStore.getState()
  const faqDialog = useFaqDialog()

  const boxShown = wide || shown
  const view = viewOf(open && boxShown, keyword)
  const listIds = {
    history: `${baseId}-history`,
    menus: `${baseId}-menus`,
    templates: `${baseId}-templates`,
    faqs: `${baseId}-faqs`,
  }
  const listId = view === 'history' ? listIds.history : view === 'results' ? listIds[tab] : ''
  const items: readonly unknown[] =
    view === 'history' ? history : view === 'results' ? (search[tab].data ?? []) : []

  // The active option belongs to one list: another list (tab, keyword, view) starts with none.
  const listKey = `${listId}|${search.term}|${items.length}`
  const [pick, setPick] = useState({ listKey: '', index: -1 })
  const active = pick.listKey === listKey ? pick.index : -1
  const setActive = (index: number) => setPick({ listKey, index })

  useEffect(() => {
    if (shown) inputRef.current?.focus()
    else if (escaped.current) buttonRef.current?.focus()
    escaped.current = false
  }, [shown, inputRef, buttonRef])

  /** Hiding the box clears the keyword and the results (portal-spec §4). */
  const hide = () => {
    setKeyword('')
    length.reset()
    setOpen(false)
    setTab('menus')
    setShown(false)
  }
  /** The 搜索 button, or Ctrl+K: show the box and focus it. */
  const show = () => {
    if (!boxShown) return setShown(true)
    inputRef.current?.focus({ cursor: 'all' })
    setOpen(true)
  }
  const onOpen = useHitOpeners(() => {
    keywordUsed(keyword)
    hide()
  }, faqDialog.opened)
  const pickHistory = (value: string) => {
    setKeyword(value)
    length.reset()
    keywordUsed(value)
    search.searchNow(value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    searchKeyHandler(event, {
      count: items.length,
      active,
      setActive,
      openPanel: () => setOpen(true),
      openActive: () => {
        const item = items[active]
        if (view === 'history') pickHistory(item as string)
        else if (tab === 'menus') onOpen.menus(item as MenuHit)
        else if (tab === 'templates') onOpen.templates(item as TemplateHit)
        else onOpen.faqs(item as FaqHit)
      },
      enter: () => {
        if (!isSearchable(keyword)) return
        keywordUsed(keyword)
        search.searchNow(keyword)
        setOpen(true)
      },
      escape: () => {
        escaped.current = true
        hide()
      },
    })

  const box = {
    keyword,
    expanded: view !== 'closed',
    controls: listId || undefined,
    activeDescendant: listId && active >= 0 ? optionId(listId, active) : undefined,
    onChange: (value: string) => {
      setKeyword(length.limit(value))
      setOpen(true)
    },
    onPaste: length.inputProps.onPaste,
    onFocus: () => {
      historyOpened()
      setOpen(true)
    },
    onKeyDown,
  }
  /** Focus leaving the search closes the panel; on a narrow header it hides the box too. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    if (wide) setOpen(false)
    else hide()
  }

  return {
    ...{ wide, boxShown, box, view, search, tab, setTab, listIds, history, active, setActive },
    ...{ show, onBlur, onOpen, pickHistory, historyCleared, faqDialog, lengthHint: length.hint },
  }
}
