import { Button, Spin } from 'antd'
import { errorMessage } from '@/lib/http/api-error'
import { SafeHtml } from '@/components/safe-html'
import { useFaqAnswer } from '../hooks/use-faq'

const FAILED = '答案加载失败，请稍后再试'

/** One FAQ's answer: the server's HTML, sanitised; loading, or why it failed with 重试. */
export function FaqAnswerBody({ faqId, title }: { faqId: string; title?: string }) {
  const query = useFaqAnswer(faqId, title)
  if (query.data) return <SafeHtml html={query.data.answer} className="faq-page__answer" />
  if (query.isError) {
    return (
      <div className="faq-page__answer faq-page__answer--failed" role="alert">
        {errorMessage(query.error, FAILED)}
        <Button
          type="link"
          size="small"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          重试
        </Button>
      </div>
    )
  }
  return (
    <div
      className="faq-page__answer faq-page__answer--loading"
      role="status"
      aria-label="正在加载答案"
    >
      <Spin size="small" />
    </div>
  )
}
