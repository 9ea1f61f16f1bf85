import { DownloadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { ReactNode } from 'react'

/** Whether this browser draws on a canvas at all (jsdom and some locked-down ones do not). */
export function canDraw() {
  try {
    return !!document.createElement('canvas').getContext('2d')
  } catch {
    return false
  }
}

interface Props {
  title: string
  summary?: ReactNode
  /** Saves the chart as a picture; no button without it. */
  onDownload?: () => void
  children?: ReactNode
}

/** A chart's heading with 下载图片, the chart, and its summary in words under it. */
export function ChartFrame({ title, summary, onDownload, children }: Props) {
  return (
    <figure className="perf-chart">
      <div className="perf-chart__head">
        <h3 className="perf-chart__title">{title}</h3>
        {onDownload && (
          <Button size="small" icon={<DownloadOutlined />} onClick={onDownload}>
            下载图片
          </Button>
        )}
      </div>
      {children}
      {summary && <figcaption className="perf-chart__summary">{summary}</figcaption>}
    </figure>
  )
}
