import { useQuery } from '@tanstack/react-query'
import { Modal, Spin } from 'antd'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import type { FaqHit } from '@/types/api/search'
import { getFaqAnswer } from '../api/get-faq-answer'

/** The answer's HTML as it may be shown: scripts, event handlers and the like removed. */
export const sanitiseAnswer = (html: string) =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] })

function Answer({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseAnswer(html), [html])
  // Sanitised above: the only HTML from the server that reaches the DOM.
  return <div className="faq-answer" dangerouslySetInnerHTML={{ __html: clean }} />
}

interface Props {
  faq: FaqHit | undefined
  open: boolean
  onClose: () => void
}

/** 百问百答: one FAQ's answer (HTML from the server, sanitised with DOMPurify). */
export function FaqAnswerModal({ faq, open, onClose }: Props) {
  const query = useQuery({
    queryKey: ['faq-answer', faq?.faqId],
    queryFn: () => getFaqAnswer(faq?.faqId as string, faq?.title ?? ''),
    enabled: Boolean(faq),
    staleTime: 5 * 60_000,
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
        <Answer html={html} />
      ) : query.isError ? (
        <div className="faq-answer faq-answer--failed">答案加载失败，请稍后再试</div>
      ) : (
        <div className="faq-answer faq-answer--loading">
          <Spin size="small" />
        </div>
      )}
    </Modal>
  )
}
