import { SearchOutlined } from '@ant-design/icons'
import { Input, type InputRef } from 'antd'
import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react'
import { KEYWORD_MAX } from '../hooks/use-search'

interface Props {
  inputRef: RefObject<InputRef | null>
  keyword: string
  expanded: boolean
  controls: string | undefined
  activeDescendant: string | undefined
  onChange: (value: string) => void
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void
  onFocus: () => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
}

/** The search box: at most 50 characters (a longer paste is cut; the panel says so). */
export function SearchBox(props: Props) {
  const { inputRef, keyword, expanded, controls, activeDescendant } = props
  return (
    <Input
      ref={inputRef}
      className="global-search__input"
      role="combobox"
      aria-label="全局搜索"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={controls}
      aria-activedescendant={activeDescendant}
      prefix={<SearchOutlined className="global-search__prefix" />}
      placeholder="搜索菜单、模板、问答 (Ctrl+K)"
      // eslint-disable-next-line no-restricted-syntax -- useGlobalSearch keeps the limit with useLengthLimit (onPaste) and its panel says a paste was cut
      maxLength={KEYWORD_MAX}
      allowClear
      autoComplete="off"
      spellCheck={false}
      value={keyword}
      onChange={(event) => props.onChange(event.target.value)}
      onPaste={props.onPaste}
      onFocus={props.onFocus}
      onKeyDown={props.onKeyDown}
    />
  )
}
