import { PaperClipOutlined } from '@ant-design/icons'
import { Empty, Input, Pagination, Skeleton, Spin } from 'antd'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { DisclosureCategory } from '@contract/api/public-site'
import { DISCLOSURE_PAGE_SIZE, disclosureListQuery } from '@/api/public/disclosure'
import { usePageParam } from '../hooks/use-page-param'
import { usePublicQuery } from '../hooks/use-public-query'
import { DatedEntry } from './dated-entry'
import { LoadFailed } from '@/components/load-failed'
import { useLengthLimit } from '@/lib/use-length-limit'
import '@/components/limited-input.css'

const KEYWORD_MAX = 50

interface Props {
  category: DisclosureCategory
  label: string
}

/** One disclosure list: a title search, dated entries with their attachment count, pages. */
export function DisclosureList({ category, label }: Props) {
  const { pathname, search } = useLocation()
  const { page, params, setPage, setParams } = usePageParam()
  const keyword = params.get('keyword') ?? ''
  const [typed, setTyped] = useState(keyword)
  const length = useLengthLimit(KEYWORD_MAX)
  const query = { category, pageNo: page, keyword }
  const items = usePublicQuery(disclosureListQuery(query))

  const find = (text: string) =>
    setParams((p) => {
      p.delete('page')
      if (text.trim()) p.set('keyword', text.trim())
      else p.delete('keyword')
      return p
    })

  return (
    <section className="public-panel" aria-labelledby="disclosure-title">
      <div className="list-toolbar">
        <h2 id="disclosure-title">{label}</h2>
        <Input.Search
          aria-label="标题关键字"
          placeholder="搜索标题关键字"
          allowClear
          {...length.inputProps}
          value={typed}
          onChange={(e) => setTyped(length.limit(e.target.value))}
          onSearch={find}
          style={{ width: 260, maxWidth: '100%' }}
        />
        {length.hint && (
          <div className="limited-input__hint" role="status">
            {length.hint}
          </div>
        )}
      </div>
      {items.error ? (
        <LoadFailed title={items.error} onRetry={items.reload} />
      ) : !items.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Spin spinning={items.loading}>
          {items.data.list.length === 0 ? (
            <Empty description={keyword ? `未找到标题包含“${keyword}”的信息` : '暂无披露信息'} />
          ) : (
            <ul className="dated-list" aria-label={`${label}列表`}>
              {items.data.list.map((item) => (
                <DatedEntry
                  key={item.id}
                  date={item.publishDate}
                  title={item.title}
                  to={`${pathname}/${encodeURIComponent(item.id)}`}
                  from={`${pathname}${search}`}
                  level={3}
                  meta={
                    item.attachmentCount > 0 && (
                      <span>
                        <PaperClipOutlined aria-hidden /> 附件 {item.attachmentCount} 个
                      </span>
                    )
                  }
                />
              ))}
            </ul>
          )}
          <div className="list-pager">
            <Pagination
              current={page}
              pageSize={DISCLOSURE_PAGE_SIZE}
              total={items.data.total}
              showSizeChanger={false}
              showTotal={(count) => `共 ${count} 条`}
              onChange={setPage}
              hideOnSinglePage
            />
          </div>
        </Spin>
      )}
    </section>
  )
}
