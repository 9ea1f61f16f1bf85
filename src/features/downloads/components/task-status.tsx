import { Progress, Tag, Typography } from 'antd'
import type { DownloadTask } from '@contract/api/download'

/** 排队中 / 生成中 with its progress / 已完成 / 失败 and why. */
export function TaskStatus({ task }: { task: DownloadTask }) {
  switch (task.status) {
    case 'queued':
      return <Tag>排队中</Tag>
    case 'preparing':
      return (
        <div className="task-status__progress">
          <Tag color="processing">生成中</Tag>
          <Progress
            percent={task.progress}
            size="small"
            status="active"
            aria-label={`${task.fileName} 生成进度`}
          />
        </div>
      )
    case 'ready':
      return <Tag color="success">已完成</Tag>
    default:
      return (
        <div>
          <Tag color="error">失败</Tag>
          {task.reason && (
            <Typography.Text type="danger" className="task-status__reason">
              {task.reason}
            </Typography.Text>
          )}
        </div>
      )
  }
}
