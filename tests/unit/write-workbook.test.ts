import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { writeWorkbook } from '@/lib/export/write-workbook'

/** jsdom's Blob has no arrayBuffer(): read it as a browser without one would. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsArrayBuffer(blob)
  })

const unzip = async (blob: Blob) => {
  const files = unzipSync(await bytesOf(blob))
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array())
  return { sheet: text('xl/worksheets/sheet1.xml'), workbook: text('xl/workbook.xml'), text }
}

describe('writeWorkbook', () => {
  test('a real .xlsx: header then rows, numbers as numbers, the sheet named', async () => {
    const blob = await writeWorkbook({
      kind: 'rows',
      fileName: '银行流水_20261121150000.xlsx',
      sheetName: '托管查询-银行流水',
      headers: ['交易日期', '金额', '摘要'],
      widths: [12, 16, 30],
      rows: [
        ['2026-11-20', 1234567.89, '申购款'],
        ['2026-11-19', -500, null],
      ],
    })
    const { sheet, workbook, text } = await unzip(blob)
    expect(workbook).toContain('name="托管查询-银行流水"')
    expect(sheet.match(/<row /g)).toHaveLength(3)
    expect(sheet).toMatch(/<c r="B2"[^>]*><v>1234567.89<\/v>/)
    expect(sheet).toMatch(/<c r="B3"[^>]*><v>-500<\/v>/)
    const strings = text('xl/sharedStrings.xml') + sheet
    for (const word of ['交易日期', '金额', '摘要', '2026-11-20', '申购款'])
      expect(strings).toContain(word)
  })

  test('a sheet name Excel would refuse is made safe', async () => {
    const blob = await writeWorkbook({
      kind: 'rows',
      fileName: 'x.xlsx',
      sheetName: '报表/2026:第[1]季度*汇总?以及一个非常非常长的名字超过三十一个字符',
      headers: ['a'],
      rows: [],
    })
    const name = /<sheet [^>]*name="([^"]*)"/.exec((await unzip(blob)).workbook)?.[1] ?? ''
    expect(name.length).toBeLessThanOrEqual(31)
    expect(name).not.toMatch(/[[\]:*?/\\]/)
  })
})
