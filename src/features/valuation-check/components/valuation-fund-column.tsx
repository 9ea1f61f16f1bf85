import type { ColumnType } from 'antd/es/table'

/** 产品: code and name in one column, cut with … when narrow (the full text shows on hover). */
export const fundColumn = <Row extends { fundCode: string; fundName: string }>(
  width = 260,
): ColumnType<Row> => ({
  title: '产品',
  key: 'fund',
  dataIndex: 'fundName',
  width,
  ellipsis: true,
  render: (_: unknown, row) => `${row.fundCode} ${row.fundName}`,
})
