import writeXlsxFile from 'write-excel-file/browser'
import type { ExportRows } from '@contract/api/download'

/**
 * A small export's sheet as a real .xlsx (write-excel-file): a bold header row that stays in
 * view, the server's column widths, numbers as numbers so a sum in Excel works. Imported only
 * when someone exports, so no page carries the library.
 */
export function writeWorkbook({ sheetName, headers, widths, rows }: ExportRows): Promise<Blob> {
  const header = headers.map((value) => ({ value, fontWeight: 'bold' as const }))
  const body = rows.map((row) =>
    row.map((cell) => (cell === null || cell === '' ? null : { value: cell })),
  )
  return writeXlsxFile([header, ...body], {
    // Excel refuses sheet names over 31 characters or with []:*?/\
    sheet: sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1',
    columns: headers.map((_, i) => ({ width: widths?.[i] ?? 16 })),
    stickyRowsCount: 1,
  }).toBlob()
}
