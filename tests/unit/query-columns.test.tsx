import { render } from '@testing-library/react'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  navColumn,
  percentColumn,
  statusColumn,
} from '@/components/query-table/columns'

type Row = Record<string, unknown>
const cell = (column: ColumnType<Row>, value: unknown) =>
  render(<>{column.render?.(value, {}, 0) as ReactNode}</>).container

describe('query page columns (screens.md "Amounts")', () => {
  test('money and NAV are right-aligned with separators and their decimals', () => {
    const money = moneyColumn<Row>({ title: '金额', field: 'amount', sortable: true })
    expect(money).toMatchObject({ align: 'right', dataIndex: 'amount', sorter: true })
    expect(cell(money, 1234567.5).textContent).toBe('1,234,567.50')
    expect(cell(navColumn<Row>({ title: '单位净值', field: 'nav' }), '1.02345').textContent).toBe(
      '1.0235',
    )
    expect(cell(money, null).textContent).toBe('—')
  })

  test('percentages carry their sign and trend colour', () => {
    const column = percentColumn<Row>({ title: '涨跌幅', field: 'change' })
    const up = cell(column, 0.0123).querySelector('span')
    expect(up).toHaveTextContent('+1.23%')
    expect(up).toHaveClass('trend--up')
    expect(cell(column, -0.02).querySelector('span')).toHaveClass('trend--down')
  })

  test('dates, statuses and the fixed action column', () => {
    expect(
      cell(dateColumn<Row>({ title: '日期', field: 'd' }), '2026-11-21T10:00:00').textContent,
    ).toBe('2026-11-21')
    const status = statusColumn<Row>({
      title: '状态',
      field: 'status',
      statuses: { '1': { text: '已确认', color: 'success' } },
    })
    expect(cell(status, 1).textContent).toBe('已确认')
    expect(cell(status, 9).textContent).toBe('9')
    expect(cell(status, '').textContent).toBe('—')
    expect(actionColumn<Row>(() => '查看')).toMatchObject({ title: '操作', fixed: 'right' })
  })
})
