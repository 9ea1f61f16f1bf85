import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { SIGN_DOC_TYPES, SIGN_SOURCES, type SignDocument } from '@contract/api/e-signature'

/** 待签署 and 签署记录 look a document up the same way. */
export const DOC_KEYWORD_FIELD: QueryFieldSpec = {
  name: 'keyword',
  kind: 'text',
  label: '文件名称',
  placeholder: '文件名称、产品代码或编号',
  max: 50,
}

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
