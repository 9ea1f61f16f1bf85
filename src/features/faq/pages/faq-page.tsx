import { Card } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { FaqCategories } from '../components/faq-categories'
import { FaqFocus } from '../components/faq-focus'
import { FaqList } from '../components/faq-list'
import { FaqSearch } from '../components/faq-search'
import { useFaqCategories, useFaqList } from '../hooks/use-faq'
import '../components/faq.css'

/**
 * 百问百答 (/hundred-questions-and-answers): categories with counts, a keyword search over
 * questions and answers, the questions page by page, each answer opening inline (sanitised).
 * ?faqId=… shows that answer first.
 */
export default function FaqPage() {
  const [params, setParams] = useSearchParams()
  const faqId = params.get('faqId')
  const [categoryId, setCategoryId] = useState('')
  const [keyWord, setKeyWord] = useState('')
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  const categories = useFaqCategories(keyWord)
  const list = useFaqList({ categoryId, keyWord, ...page })

  const closeFocus = () =>
    setParams((p) => {
      p.delete('faqId')
      return p
    })

  return (
    <Card
      title="百问百答"
      className="faq-page"
      extra={
        <FaqSearch
          onSearch={(k) => {
            setKeyWord(k)
            setPage((p) => ({ ...p, pageNo: 1 }))
          }}
        />
      }
    >
      {faqId && <FaqFocus key={faqId} faqId={faqId} onClose={closeFocus} />}
      <div className="faq-page__body">
        <FaqCategories
          categories={categories.data}
          failed={categories.isError}
          onRetry={() => void categories.refetch()}
          current={categoryId}
          onSelect={(id) => {
            setCategoryId(id)
            setPage((p) => ({ ...p, pageNo: 1 }))
          }}
        />
        <section className="faq-page__main" aria-label="问题列表">
          <FaqList
            data={list.data}
            loading={list.isFetching}
            failed={list.isError}
            onRetry={() => void list.refetch()}
            showCategory={!categoryId}
            onPage={(pageNo, pageSize) =>
              setPage((p) => ({ pageNo: pageSize === p.pageSize ? pageNo : 1, pageSize }))
            }
          />
        </section>
      </div>
    </Card>
  )
}
