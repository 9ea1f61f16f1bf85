import { Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { formatAmount, formatNav, trendOf } from '@/lib/format'
import type { ValuationAccount, ValuationTotals } from '@contract/api/valuation'

const num = (decimals: number) => (value: number | null) => formatAmount(value, decimals)
const ratio = (value: number) => `${formatAmount(value * 100, 2)}%`
const right = { align: 'right' as const, className: 'col-number' }

const COLUMNS: ColumnType<ValuationAccount>[] = [
  { title: '科目代码', dataIndex: 'code', key: 'code', width: 158, fixed: 'left' },
  {
    title: '科目名称',
    dataIndex: 'name',
    key: 'name',
    width: 172,
    render: (name: string, row) => (
      <span className="valuation-grid__name" style={{ paddingLeft: (row.level - 1) * 16 }}>
        {name}
      </span>
    ),
  },
  { title: '数量', dataIndex: 'quantity', key: 'quantity', width: 104, render: num(0), ...right },
  {
    title: '单位成本',
    dataIndex: 'unitCost',
    key: 'unitCost',
    width: 90,
    render: num(4),
    ...right,
  },
  { title: '成本', dataIndex: 'cost', key: 'cost', width: 124, render: num(2), ...right },
  {
    title: '成本占净值%',
    dataIndex: 'costRatio',
    key: 'costRatio',
    width: 84,
    render: ratio,
    ...right,
  },
  { title: '市价', dataIndex: 'price', key: 'price', width: 86, render: num(4), ...right },
  {
    title: '市值',
    dataIndex: 'marketValue',
    key: 'marketValue',
    width: 124,
    render: num(2),
    ...right,
  },
  {
    title: '市值占净值%',
    dataIndex: 'valueRatio',
    key: 'valueRatio',
    width: 84,
    render: ratio,
    ...right,
  },
  {
    title: '估值增值',
    dataIndex: 'appreciation',
    key: 'appreciation',
    width: 110,
    ...right,
    render: (value: number) => (
      <span className={`trend--${trendOf(value)}`}>{formatAmount(value)}</span>
    ),
  },
]

/** The footer's lines: label and value, shown under 市值. */
const footerOf = (t: ValuationTotals): Array<[string, string]> => [
  ['资产合计', formatAmount(t.totalAssets)],
  ['负债合计', formatAmount(t.totalLiabilities)],
  ['资产净值', formatAmount(t.netAssets)],
  ['实收资本', formatAmount(t.paidInCapital)],
  ['单位净值', formatNav(t.unitNav)],
  ['累计单位净值', formatNav(t.accumNav)],
]

/**
 * The valuation table itself: its accounts in order, indented by level, the parents (科目
 * and their sub-accounts) in bold as subtotals, and the totals in the footer. Scrolls sideways
 * in a narrow window, the 科目代码 column staying in view.
 */
export function ValuationReportGrid({
  accounts,
  totals,
}: {
  accounts: ValuationAccount[]
  totals: ValuationTotals
}) {
  return (
    <Table<ValuationAccount>
      className="valuation-grid"
      size="small"
      bordered
      rowKey="code"
      columns={COLUMNS}
      dataSource={accounts}
      pagination={false}
      scroll={{ x: 1136 }}
      rowClassName={(row) =>
        row.leaf && row.level > 1 ? '' : `valuation-grid__parent valuation-grid__level-${row.level}`
      }
      summary={() => (
        <Table.Summary>
          {footerOf(totals).map(([label, value]) => (
            <Table.Summary.Row key={label} className="valuation-grid__total">
              <Table.Summary.Cell index={0} colSpan={2}>
                {label}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={5} />
              <Table.Summary.Cell index={7} align="right" className="col-number">
                {value}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} colSpan={2} />
            </Table.Summary.Row>
          ))}
        </Table.Summary>
      )}
    />
  )
}
