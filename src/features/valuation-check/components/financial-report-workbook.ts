import type { CellObject, Sheet } from 'write-excel-file/browser'
import { saveFile } from '@/lib/save-file'
import type { FinancialStatements, StatementLine } from '@contract/api/valuation-reports'

/*
 * 下载 of a fund's month: one .xlsx with a sheet per statement, laid out as on screen (title,
 * 单位：元, the columns, indented items, totals in bold), amounts as numbers so Excel can sum
 * them. The writer is loaded only when someone downloads.
 */

type Cell = CellObject | null
const AMOUNT = '#,##0.00'
const indent = (level: number) => '　'.repeat(level)

const amount = (value: number | null, bold: boolean): Cell =>
  value === null
    ? { value: '—' }
    : { value, format: AMOUNT, ...(bold ? { fontWeight: 'bold' } : {}) }

function statementSheet(title: string, headers: string[], lines: readonly StatementLine[]) {
  return [
    ...headerRows(title, headers),
    ...lines.map((l): Cell[] => {
      const bold = l.kind !== 'item'
      return [
        { value: indent(l.level) + l.label, ...(bold ? { fontWeight: 'bold' as const } : {}) },
        l.kind === 'heading' ? null : amount(l.current, bold),
        l.kind === 'heading' ? null : amount(l.previous, bold),
      ]
    }),
  ]
}

function headerRows(title: string, headers: string[]): Cell[][] {
  return [
    [{ value: title, fontWeight: 'bold' }],
    [{ value: '单位：元' }],
    headers.map((value) => ({ value, fontWeight: 'bold' })),
  ]
}

export async function downloadStatements(report: FinancialStatements) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  const name = `${report.fundCode} ${report.fundName} ${report.period}`
  const equity = [
    ...headerRows(`${name} 净资产变动表`, [
      '项目',
      '实收基金',
      '未分配利润',
      '净资产合计',
      '上期金额',
    ]),
    ...report.equityChanges.map((l): Cell[] => {
      const bold = l.kind === 'total'
      return [
        { value: indent(l.level) + l.label, ...(bold ? { fontWeight: 'bold' as const } : {}) },
        amount(l.paidIn, bold),
        amount(l.retained, bold),
        amount(l.total, bold),
        amount(l.previousTotal, bold),
      ]
    }),
  ]
  const sheets: Sheet<Blob>[] = [
    {
      sheet: '资产负债表',
      data: statementSheet(
        `${name} 资产负债表`,
        ['项目', '期末余额', '年初余额'],
        report.balanceSheet,
      ),
      columns: [{ width: 36 }, { width: 20 }, { width: 20 }],
    },
    {
      sheet: '利润表',
      data: statementSheet(
        `${name} 利润表`,
        ['项目', '本期金额', '上期金额'],
        report.incomeStatement,
      ),
      columns: [{ width: 44 }, { width: 20 }, { width: 20 }],
    },
    {
      sheet: '净资产变动表',
      data: equity,
      columns: [{ width: 52 }, { width: 20 }, { width: 20 }, { width: 20 }, { width: 20 }],
    },
  ]
  const blob = await writeXlsxFile(sheets).toBlob()
  saveFile(blob, `${report.fundCode}_${report.period}_财务报表.xlsx`)
}
