import { CloseOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import { useFaqAnswer } from '../hooks/use-faq'
import { FaqAnswerBody } from './faq-answer'

/** The FAQ named by ?faqId (a link from global search, say): its answer above the list. */
export function FaqFocus({ faqId, onClose }: { faqId: string; onClose: () => void }) {
  const title = useFaqAnswer(faqId).data?.title
  return (
    <Card
      size="small"
      className="faq-page__focus"
      title={title ?? '问题详情'}
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label="关闭"
          onClick={onClose}
        />
      }
    >
      <FaqAnswerBody faqId={faqId} />
    </Card>
  )
}
