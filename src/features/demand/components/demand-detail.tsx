import { PaperClipOutlined } from '@ant-design/icons'
import { Empty, Timeline, Typography } from 'antd'
import { formatBytes as formatSize } from '@/lib/format'
import type { DemandSuggestion } from '@contract/api/demand'

/** A suggestion in full (its expanded row): the text, the attachment and every reply. */
export function DemandDetail({ demand }: { demand: DemandSuggestion }) {
  return (
    <div className="demand-detail">
      <Typography.Paragraph className="demand-detail__content">
        {demand.content}
      </Typography.Paragraph>
      {demand.attachment && (
        <p className="demand-detail__attachment">
          <PaperClipOutlined aria-hidden /> 附件：{demand.attachment.fileName}（
          {formatSize(demand.attachment.size)}）
        </p>
      )}
      <h4 className="demand-detail__heading">处理回复</h4>
      {demand.replies.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="暂无回复，我们会尽快处理"
          className="demand-detail__empty"
        />
      ) : (
        <Timeline
          className="demand-detail__replies"
          items={demand.replies.map((reply) => ({
            key: reply.replyId,
            content: (
              <div className="demand-reply">
                <div className="demand-reply__meta">
                  <strong>{reply.replier}</strong>
                  <span>{reply.repliedAt}</span>
                </div>
                <div className="demand-reply__text">{reply.content}</div>
              </div>
            ),
          }))}
        />
      )}
    </div>
  )
}
