import { Input } from 'antd'
import { useState } from 'react'
import { useLengthLimit } from '@/lib/use-length-limit'
import { FAQ_KEYWORD_MAX, FAQ_KEYWORD_MIN } from '@contract/api/faq'

const TOO_SHORT = `请输入至少${FAQ_KEYWORD_MIN}个字符`

/** The keyword box: 2–50 characters (trimmed); emptied, every FAQ again. */
export function FaqSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [text, setText] = useState('')
  const [short, setShort] = useState(false)
  const length = useLengthLimit(FAQ_KEYWORD_MAX)
  const search = (value: string) => {
    const keyword = value.trim()
    const tooShort = keyword.length > 0 && Array.from(keyword).length < FAQ_KEYWORD_MIN
    setShort(tooShort)
    if (!tooShort) onSearch(keyword)
  }
  const hint = short ? TOO_SHORT : length.hint
  return (
    <div className="faq-page__search">
      <Input.Search
        aria-label="搜索问题"
        placeholder="输入关键字，搜索问题和答案"
        allowClear
        enterButton="搜索"
        value={text}
        status={short ? 'warning' : undefined}
        {...length.inputProps}
        onChange={(e) => {
          setText(length.limit(e.target.value))
          setShort(false)
          if (e.target.value === '') search('')
        }}
        onSearch={search}
      />
      {hint && (
        <div className="limited-input__hint" role="status">
          {hint}
        </div>
      )}
    </div>
  )
}
