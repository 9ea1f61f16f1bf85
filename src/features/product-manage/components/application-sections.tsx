import { Alert } from 'antd'
import type { ReactNode } from 'react'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import type { TimelineStep } from '@contract/api/timeline'

interface Props<R> {
  record: R
  fields: readonly DetailField<R>[]
  /** Why the custodian sent it back, while it is. */
  returnReason?: string
  /** The documents' list, when the record has any. */
  documents?: ReactNode
  timeline: readonly TimelineStep[]
}

/** A record's detail in a drawer: its fields, the return reason, documents, then its steps. */
export function ApplicationSections<R extends object>(props: Props<R>) {
  const { record, fields, returnReason, documents, timeline } = props
  return (
    <div className="application-sections">
      {returnReason && <Alert type="error" showIcon title={`退回原因：${returnReason}`} />}
      <DetailFields record={record} fields={fields} title="基本信息" />
      {documents && (
        <section aria-label="申请材料">
          <h3 className="application-sections__title">申请材料</h3>
          {documents}
        </section>
      )}
      <section>
        <h3 className="application-sections__title">办理进度</h3>
        <StatusTimeline steps={timeline} />
      </section>
    </div>
  )
}
