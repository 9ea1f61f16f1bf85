import { DeleteOutlined } from '@ant-design/icons'
import { Button, Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { QUANT_COLUMNS } from '@contract/quant-operation-rules'
import type { QuantRow } from '@contract/api/data-submission'
import type { QuantEditor } from '../hooks/use-quant-editor'
import { QuantCell } from './quant-cell'

const WIDTHS: Readonly<Record<string, number>> = {
  date: 150,
  strategy: 130,
  positionSize: 140,
  leverage: 110,
  turnover: 110,
  maxDrawdown: 110,
  remark: 180,
}
const NUMBERS = new Set(['positionSize', 'leverage', 'turnover', 'maxDrawdown'])

interface Props {
  editor: QuantEditor
  month: string
  /** A submitted table: the cells as text, nothing to change. */
  readOnly: boolean
}

/** The table being filled in: a row a day, a cell editor per column, 删除 per row. */
export function QuantEditorTable({ editor, month, readOnly }: Props) {
  const columns: ColumnType<QuantRow>[] = [
    {
      title: '序号',
      key: 'index',
      width: 60,
      align: 'center',
      render: (_: unknown, __: QuantRow, i: number) =>
        readOnly ? i + 1 : <span className="quant-editor__aside">{i + 1}</span>,
    },
    ...QUANT_COLUMNS.map(({ key, title }): ColumnType<QuantRow> => ({
      title: key === 'remark' ? title : <span className="quant-required">{title}</span>,
      dataIndex: key,
      key,
      width: WIDTHS[key],
      align: readOnly && NUMBERS.has(key) ? 'right' : undefined,
      render: (_: unknown, row: QuantRow, i: number) =>
        readOnly ? (
          row[key] || '—'
        ) : (
          <QuantCell
            row={row}
            index={i + 1}
            column={key}
            title={title}
            month={month}
            problem={editor.shown(row, key)}
            onEdit={(value) => editor.edit(row.rowId, key, value)}
            onLeave={() => editor.left(row.rowId, key)}
          />
        ),
    })),
  ]
  if (!readOnly) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_: unknown, row: QuantRow, i: number) => (
        <Button
          type="text"
          danger
          size="small"
          className="quant-editor__aside"
          icon={<DeleteOutlined />}
          aria-label={`删除第${i + 1}行`}
          onClick={() => editor.remove(row.rowId)}
        />
      ),
    })
  }
  return (
    <Table<QuantRow>
      className="quant-editor"
      size="small"
      rowKey="rowId"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={editor.rows}
      locale={{ emptyText: '暂无数据，请点击「新增行」填写' }}
    />
  )
}
