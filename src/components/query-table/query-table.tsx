import { ReloadOutlined, SettingOutlined } from '@ant-design/icons'
import { Button, Checkbox, Empty, Popover, Table, Tooltip, type TableProps } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useRef, useState, type ReactNode } from 'react'
import { useStickyHeader } from './use-sticky-header'
import './query-table.css'

interface Props<Row> {
  title?: ReactNode
  columns: ColumnType<Row>[]
  tableProps: TableProps<Row>
  /** The list's call failed: the table says so and offers 重新加载. */
  failed: boolean
  onRefresh: () => void
  /** Beside refresh and column settings: 导出, 新增… */
  toolbar?: ReactNode
  /** A totals row under the rows, laid out over the columns shown (column settings apply). */
  summary?: (shown: ColumnType<Row>[]) => ReactNode
}

const columnKey = <Row,>(column: ColumnType<Row>) => String(column.key ?? column.dataIndex)

/*
 * Below this width the table scrolls sideways instead of narrowing its columns further. Above
 * it the columns share the width (text wraps; a column keeps what it cannot wrap): a table
 * sized to its unwrapped content was wider than the page at 1440 px, and the fixed 操作 column
 * then covered the columns under it until scrolled.
 */
const MIN_WIDTH = 960

/*
 * What a column keeps when the window is narrow: its width up to five characters a line, so
 * the table scrolls sideways rather than stand a name, a channel or a seal a character a line
 * (a width alone gives way), and a sortable one's title on one line beside its arrows (投资者名称
 * broke over two in 100 px at 900 px; the header is laid out apart from the rows, so only a
 * width keeps it whole). The shared figure, date and action columns (their classes) never
 * break, so they need none.
 */
const TEXT_MIN_WIDTH = 100
/** A header cell's padding (8 px a side) and the sort arrows beside the title (16 px). */
const SORTABLE_TITLE_ROOM = 32
const TITLE_CHARACTER = 14
const floorOf = <Row,>({ sorter, title }: ColumnType<Row>) =>
  sorter && typeof title === 'string'
    ? Math.max(TEXT_MIN_WIDTH, title.length * TITLE_CHARACTER + SORTABLE_TITLE_ROOM)
    : TEXT_MIN_WIDTH
const withFloor = <Row,>(column: ColumnType<Row>): ColumnType<Row> => {
  if (column.minWidth || column.className) return column
  const floor = floorOf(column)
  return { ...column, minWidth: Math.min(Number(column.width) || floor, floor) }
}

/**
 * A query page's table: a toolbar (the page's actions, 刷新, 列设置), the server-paginated
 * table spread from useTableQuery, its header sticking at the top while the rows scroll,
 * scrolling sideways only when the page is narrow, and its empty (暂无数据) and failed
 * (重新加载) states.
 */
export function QueryTable<Row extends object>(props: Props<Row>) {
  const { title, columns, tableProps, failed, onRefresh, toolbar, summary } = props
  const toolbarRef = useRef<HTMLDivElement>(null)
  const sticky = useStickyHeader(toolbarRef)
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())
  const shown = columns.filter((c) => !hidden.has(columnKey(c))).map(withFloor)
  const toggle = (key: string, visible: boolean) =>
    setHidden((current) => {
      const next = new Set(current)
      if (visible) next.delete(key)
      else next.add(key)
      return next
    })
  const settings = (
    <div className="query-table__columns">
      {columns.map((c) => (
        <div key={columnKey(c)}>
          <Checkbox
            checked={!hidden.has(columnKey(c))}
            disabled={c.key === 'actions'}
            onChange={(e) => toggle(columnKey(c), e.target.checked)}
          >
            {c.title as ReactNode}
          </Checkbox>
        </div>
      ))}
    </div>
  )
  const failure = (
    <div className="query-table__failed" role="alert">
      <span>数据加载失败</span>
      <Button size="small" onClick={onRefresh}>
        重新加载
      </Button>
    </div>
  )
  return (
    <>
      <div className="query-table__toolbar" ref={toolbarRef}>
        <span className="query-table__title">{title}</span>
        <span>
          {toolbar}
          <Tooltip title="刷新">
            <Button type="text" aria-label="刷新" icon={<ReloadOutlined />} onClick={onRefresh} />
          </Tooltip>
          <Popover content={settings} title="列设置" trigger="click" placement="bottomRight">
            <Button type="text" aria-label="列设置" icon={<SettingOutlined />} />
          </Popover>
        </span>
      </div>
      <Table<Row>
        size="middle"
        className="query-table__table"
        tableLayout="auto"
        scroll={{ x: MIN_WIDTH }}
        sticky={sticky}
        {...tableProps}
        columns={shown}
        summary={summary && (() => summary(shown))}
        locale={{
          emptyText: failed ? (
            failure
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
          ),
        }}
      />
    </>
  )
}
