import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  MinusCircleOutlined,
} from '@ant-design/icons'
import { Timeline } from 'antd'
import { formatDateTime } from '@/lib/format'
import type { TimelineStep } from '@contract/api/timeline'
import './status-timeline.css'

const LOOK = {
  done: { color: 'green', icon: <CheckCircleFilled />, label: '已完成' },
  current: { color: 'blue', icon: <ClockCircleOutlined />, label: '进行中' },
  returned: { color: 'red', icon: <CloseCircleFilled />, label: '已退回' },
  todo: { color: 'gray', icon: <MinusCircleOutlined />, label: '未开始' },
} as const

interface Props {
  steps: readonly TimelineStep[]
  /** Names the list for a screen reader: 办理进度 unless said. */
  label?: string
}

/**
 * An application's or instruction's steps (screens.md "Status timeline"): each with its time,
 * who acted and, when returned, why. Steps ahead are grey and say 未开始.
 */
export function StatusTimeline({ steps, label = '办理进度' }: Props) {
  if (!steps.length) return <p className="status-timeline__none">暂无办理记录</p>
  return (
    <Timeline
      aria-label={label}
      className="status-timeline"
      items={steps.map((step, i) => {
        const look = LOOK[step.state]
        return {
          key: i,
          color: look.color,
          icon: look.icon,
          content: (
            <div className={`status-timeline__step status-timeline__step--${step.state}`}>
              <div className="status-timeline__title">
                <strong>{step.title}</strong>
                <span className="status-timeline__state">{look.label}</span>
              </div>
              {(step.at || step.actor) && (
                <div className="status-timeline__meta">
                  {step.at && <time>{formatDateTime(step.at)}</time>}
                  {step.actor && <span>{step.actor}</span>}
                </div>
              )}
              {step.reason && (
                <div className="status-timeline__reason">
                  {step.state === 'returned' ? '退回原因：' : '备注：'}
                  {step.reason}
                </div>
              )}
            </div>
          ),
        }
      })}
    />
  )
}
