import type { ColumnType } from 'antd/es/table'

/** 产品: the fund's name (cut short with its full name on hover) and its code beneath. */
export const fundColumn = <Row extends { fundCode: string; fundName: string }>(
  width = 210,
): ColumnType<Row> => ({
  title: '产品',
  key: 'fund',
  width,
  render: (_: unknown, row: Row) => (
    <div className="fee-fund" style={{ maxWidth: width - 32 }}>
      <div className="fee-fund__name" title={row.fundName}>
        {row.fundName}
      </div>
      <div className="fee-reason">{row.fundCode}</div>
    </div>
  ),
})
