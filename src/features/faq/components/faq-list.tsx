import { Button, Collapse, Empty, Pagination, Result, Skeleton, Spin, Tag } from 'antd'
import type { FaqItem } from '@contract/api/faq'
import type { PagedList } from '@contract/api/public-site'
import { FaqAnswerBody } from './faq-answer'

interface Props {
  data: PagedList<FaqItem> | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  /** Shown beside each question when the list spans categories. */
  showCategory: boolean
  onPage: (pageNo: number, pageSize: number) => void
}

/** The questions of one page; one opens its answer inline. */
export function FaqList({ data, loading, failed, onRetry, showCategory, onPage }: Props) {
  if (failed && !data) {
    return (
      <Result
        status="error"
        title="问题列表加载失败"
        subTitle="请检查网络后重试。"
        extra={
          <Button type="primary" onClick={onRetry}>
            重新加载
          </Button>
        }
      />
    )
  }
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />
  return (
    <Spin spinning={loading}>
      {data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      ) : (
        // Not an accordion: antd marks one up as a tablist whose tabs sit in plain divs,
        // which screen readers (and axe) reject; several answers may stay open.
        <Collapse
          className="faq-page__list"
          key={`${data.pageNo}-${data.list[0]?.faqId}`}
          items={data.list.map((faq) => ({
            key: faq.faqId,
            label: faq.title,
            extra: showCategory && (
              <Tag variant="filled" className="faq-page__tag">
                {faq.categoryName}
              </Tag>
            ),
            children: <FaqAnswerBody faqId={faq.faqId} title={faq.title} />,
          }))}
        />
      )}
      {data.total > 0 && (
        <Pagination
          className="faq-page__pager"
          current={data.pageNo}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger
          pageSizeOptions={[10, 20, 50]}
          showTotal={(total) => `共 ${total} 条`}
          onChange={onPage}
        />
      )}
    </Spin>
  )
}
