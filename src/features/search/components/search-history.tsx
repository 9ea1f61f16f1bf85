import { ClockCircleOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { HitList } from './result-lists'

interface Props {
  id: string
  keywords: readonly string[]
  active: number
  onActive: (index: number) => void
  onPick: (keyword: string) => void
  onClear: () => void
}

/** 搜索历史: the latest keywords, newest first, with 清空; a quiet hint when there are none. */
export function SearchHistory({ id, keywords, active, onActive, onPick, onClear }: Props) {
  if (keywords.length === 0) {
    return <div className="search-panel__hint">暂无搜索历史，输入至少 2 个字符开始搜索</div>
  }
  return (
    <div className="search-history">
      <div className="search-history__head">
        <span className="search-history__title">搜索历史</span>
        <Button type="link" size="small" onClick={onClear}>
          清空
        </Button>
      </div>
      <HitList
        id={id}
        label="搜索历史"
        hits={keywords}
        keyOf={(keyword) => keyword}
        active={active}
        onActive={onActive}
        onOpen={onPick}
        render={(keyword) => (
          <span className="search-hit__title">
            <ClockCircleOutlined className="search-hit__icon" aria-hidden />
            <span className="search-hit__name">{keyword}</span>
          </span>
        )}
      />
    </div>
  )
}
