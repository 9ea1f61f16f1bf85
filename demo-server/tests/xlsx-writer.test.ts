import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { columnName, escapeXml, writeXlsx } from '../xlsx/xlsx-writer'

const partsOf = (bytes: Uint8Array) =>
  Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]),
  )

describe('the demo backend’s .xlsx writer', () => {
  test('writes a zip of the five SpreadsheetML parts with the rows in the sheet', () => {
    const bytes = writeXlsx({
      sheetName: '办结列表',
      headers: ['标题', '行数'],
      rows: [
        ['泉城稳健一号 产品成立申请', 12],
        ['齐鲁鑫享一号', 3.5],
      ],
    })
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]) // PK: a zip
    const parts = partsOf(bytes)
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ])
    expect(parts['xl/workbook.xml']).toContain('<sheet name="办结列表" sheetId="1" r:id="rId1"/>')
    const sheet = parts['xl/worksheets/sheet1.xml']!
    expect(sheet.match(/<row /g)).toHaveLength(3)
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">标题</t></is></c>')
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">泉城稳健一号 产品成立申请</t></is></c>',
    )
    // numbers stay numbers
    expect(sheet).toContain('<c r="B2"><v>12</v></c>')
    expect(sheet).toContain('<c r="B3"><v>3.5</v></c>')
  })

  test('escapes <, &, quotes and drops characters XML cannot hold', () => {
    const sheet = partsOf(
      writeXlsx({ sheetName: 'a/b', headers: ['x'], rows: [['<b>"A" & \'B\'\u0001</b>']] }),
    )['xl/worksheets/sheet1.xml']!
    expect(sheet).toContain('&lt;b&gt;&quot;A&quot; &amp; &apos;B&apos;&lt;/b&gt;')
    expect(sheet).not.toContain('<b>')
    expect(escapeXml('a&b')).toBe('a&amp;b')
  })

  test('names columns A…Z, AA…', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ])
  })
})
