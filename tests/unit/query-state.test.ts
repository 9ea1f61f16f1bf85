import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formToFilters } from '@/lib/query-form'
import {
  QUERY_TEXT_MAX,
  readQuery,
  writeQuery,
  type QueryField,
  type TableQuery,
} from '@/lib/query-state'

const FIELDS: QueryField[] = [
  { name: 'fundName', kind: 'text' },
  { name: 'status', kind: 'select' },
  { name: 'types', kind: 'multi' },
  { name: 'tradeDate', kind: 'date' },
  { name: 'period', kind: 'dateRange' },
  { name: 'minAmount', kind: 'number' },
]
const SORTABLE = ['amount', 'tradeDate']

describe('reading a query from the address', () => {
  test('a plain address is page 1 of 20 with no filters', () => {
    expect(readQuery('', FIELDS, SORTABLE)).toEqual({ filters: {}, pageNo: 1, pageSize: 20 })
  })

  test('every kind of field, the page, the size and the sort', () => {
    const search =
      '?fundName=%E6%B3%89%E5%9F%8E&status=2&types=a&types=b&tradeDate=2026-11-20' +
      '&period=2026-01-01~2026-03-31&minAmount=1000.5&page=3&size=50&sort=-amount&fundCode=S1'
    expect(readQuery(search, FIELDS, SORTABLE)).toEqual({
      filters: {
        fundName: '泉城',
        status: '2',
        types: ['a', 'b'],
        tradeDate: '2026-11-20',
        period: ['2026-01-01', '2026-03-31'],
        minAmount: 1000.5,
      },
      pageNo: 3,
      pageSize: 50,
      sort: { field: 'amount', order: 'descend' },
    })
  })

  test('what does not fit is dropped: bad dates, sizes, pages, sorts and numbers', () => {
    const search =
      '?tradeDate=2026-02-30&period=2026-01-01~nope&minAmount=abc&page=-2&size=33&sort=secret' +
      '&status=%20%20'
    expect(readQuery(search, FIELDS, SORTABLE)).toEqual({ filters: {}, pageNo: 1, pageSize: 20 })
  })

  test('a text filter longer than its limit keeps its first characters (50 unless said)', () => {
    const search = `?fundName=${'x'.repeat(500)}&code=${'y'.repeat(30)}`
    const fields = [...FIELDS, { name: 'code', kind: 'text', max: 20 } as const]
    expect(readQuery(search, fields).filters).toEqual({
      fundName: 'x'.repeat(QUERY_TEXT_MAX),
      code: 'y'.repeat(20),
    })
    expect(formToFilters({ fundName: 'z'.repeat(200) }, FIELDS)).toEqual({
      fundName: 'z'.repeat(QUERY_TEXT_MAX),
    })
  })

  test('a reversed range is put in order; repeated choices count once', () => {
    const query = readQuery('?period=2026-03-31~2026-01-01&types=a&types=a', FIELDS)
    expect(query.filters).toEqual({ period: ['2026-01-01', '2026-03-31'], types: ['a'] })
  })
})

describe('writing a query to the address', () => {
  test('defaults are left out, other parameters kept', () => {
    const query: TableQuery = { filters: { fundName: '泉城' }, pageNo: 1, pageSize: 20 }
    expect(writeQuery('?fundCode=S1&page=4', query, FIELDS)).toBe(
      '?fundCode=S1&fundName=%E6%B3%89%E5%9F%8E',
    )
    expect(writeQuery('', { filters: {}, pageNo: 1, pageSize: 20 }, FIELDS)).toBe('')
  })

  test('what is written reads back the same, for any query', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
    const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && !!s)
    const query = fc.record({
      filters: fc.record(
        {
          fundName: text,
          status: text,
          types: fc.uniqueArray(text, { minLength: 1, maxLength: 4 }),
          tradeDate: day,
          period: fc.tuple(day, day).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
          minAmount: fc.double({ noNaN: true, noDefaultInfinity: true }),
        },
        { requiredKeys: [] },
      ),
      pageNo: fc.integer({ min: 1, max: 5000 }),
      pageSize: fc.constantFrom(10, 20, 50, 100),
      sort: fc.option(
        fc.record({
          field: fc.constantFrom(...SORTABLE),
          order: fc.constantFrom('ascend' as const, 'descend' as const),
        }),
        { nil: undefined },
      ),
    })
    fc.assert(
      fc.property(query, (q) => {
        const written = writeQuery('', q as TableQuery, FIELDS)
        const read = readQuery(written, FIELDS, SORTABLE)
        const expected = { ...q, filters: { ...q.filters } } as TableQuery
        if (!expected.sort) delete expected.sort
        if (Object.is(expected.filters.minAmount, -0)) expected.filters.minAmount = 0
        expect(read).toEqual(expected)
      }),
    )
  })
})
