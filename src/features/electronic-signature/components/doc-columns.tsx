import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { SIGN_DOC_TYPES, SIGN_SOURCES, type SignDocument } from '@contract/api/e-signature'

export const DOC_TYPE_OPTIONS = Object.entries(SIGN_DOC_TYPES).map(([value, label]) => ({
  value,
  label,
}))
export const SOURCE_OPTIONS = Object.entries(SIGN_SOURCES).map(([value, label]) => ({
  value,
  label,
}))

/** The columns every list of documents starts with: number, name (and fund), type. */
export function docColumns<Row extends SignDocument>(): ColumnType<Row>[] {
  return [
    { title: '文件编号', dataIndex: 'docNo', key: 'docNo', width: 150 },
    {
      title: '文件名称',
      dataIndex: 'title',
      key: 'title',
      render: (_: unknown, row: Row) => (
        <div className="esign-doc-name">
          <span>{row.title}</span>
          <span className="esign-muted">{row.fundCode}</span>
        </div>
      ),
    },
    {
      title: '文件类型',
      dataIndex: 'docType',
      key: 'docType',
      width: 110,
      render: (type: Row['docType']) => <Tag>{SIGN_DOC_TYPES[type] ?? type}</Tag>,
    },
  ]
}
