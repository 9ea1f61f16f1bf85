import { useQuery } from '@tanstack/react-query'
import { Button, Modal, Spin } from 'antd'
import { SafeHtml } from '@/components/safe-html'
import { faqAnswerQuery } from '@/api/faq/answer-content'
import type { FaqHit } from '@contract/api/search'

const FAILED = '答案加载失败，请稍后再试'

function Loading() {
  return (
    <div className="faq-answer faq-answer--loading">
      <Spin size="small" />
    </div>
  )
}

interface Props {
  faq: FaqHit | undefined
  open: boolean
  onClose: () => void
}

/** 百问百答: one FAQ's answer (HTML from the server, sanitised with DOMPurify). */
export function FaqAnswerModal({ faq, open, onClose }: Props) {
  const query = useQuery({
    ...faqAnswerQuery(faq?.faqId, faq?.title ?? ''),
    enabled: Boolean(faq),
  })
  const html = faq?.answer ?? query.data?.answer
  return (
    <Modal
      open={open && Boolean(faq)}
      title={faq?.title}
      width={640}
      footer={null}
      onCancel={onClose}
    >
      {html !== undefined ? (
        <SafeHtml html={html} className="faq-answer" />
      ) : query.isError ? (
        <div className="faq-answer faq-answer--failed">
          {FAILED}
          <Button
            type="link"
            size="small"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            重试
          </Button>
        </div>
      ) : (
        <Loading />
      )}
    </Modal>
  )
}
