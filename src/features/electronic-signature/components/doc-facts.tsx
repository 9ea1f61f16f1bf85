import type { ReactNode } from 'react'
import { formatDateTime } from '@/lib/format'
import { SIGN_DOC_TYPES, type SignDocument } from '@contract/api/e-signature'
import { Deadline } from './deadline'

/** The facts of a document beside its pages: number, type, fund, who sent it, by when. */
export function DocFacts({ doc }: { doc: SignDocument }) {
  const facts: Array<[string, ReactNode]> = [
    ['文件编号', doc.docNo],
    ['文件类型', SIGN_DOC_TYPES[doc.docType]],
    ['产品', `${doc.fundCode} ${doc.fundName}`],
    ['发起方', doc.initiator],
    ['发起时间', formatDateTime(doc.initiatedAt)],
    ['截止日期', <Deadline key="deadline" date={doc.deadline} />],
    ['页数', `${doc.pages} 页`],
  ]
  return (
    <dl className="esign-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
