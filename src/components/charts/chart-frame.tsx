import { DownloadOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import type { ReactNode, RefObject } from 'react'
import './line-chart.css'

interface Props {
  box: RefObject<HTMLDivElement | null>
  drawable: boolean
  ariaLabel: string
  height: number
  summary?: ReactNode
  onDownload: () => void
}

/** A bar or pie chart's figure: 下载图片 above the canvas box, its summary under it. */
export function ChartFrame({ box, drawable, ariaLabel, height, summary, onDownload }: Props) {
  return (
    <figure className="line-chart">
      {drawable && (
        <>
          <div style={{ textAlign: 'right' }}>
            <Tooltip title="下载图片">
              <Button
                type="text"
                size="small"
                aria-label={`下载图片：${ariaLabel}`}
                icon={<DownloadOutlined />}
                onClick={onDownload}
              />
            </Tooltip>
          </div>
          <div
            ref={box}
            role="img"
            aria-label={ariaLabel}
            style={{ height }}
            className="line-chart__box"
          />
        </>
      )}
      {summary && <figcaption className="line-chart__summary">{summary}</figcaption>}
    </figure>
  )
}
